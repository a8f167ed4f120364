import { expect, test } from '@playwright/test';
import { captureScreen } from './support/screens';

test('the footer leads to CREDITS, whose links open in a new tab', async ({ page, context }) => {
  // The sandbox has no internet: answer external pages with a stub so the new tab has something to load.
  await context.route(/^https:\/\/(github\.com|lucide\.dev)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }),
  );
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CREDITS' })).toBeVisible();
  await expect(page).toHaveTitle('Credits · Name Place Animal Thing');

  const links = page.getByRole('main').getByRole('link');
  // The icons, the emoji and the fonts, the referee's data (CLDR, GeoNames, Faker) and the rude words' lists.
  await expect(links).toHaveCount(8);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const fluent = page.getByRole('link', { name: /Fluent Emoji/ });
  const [popup] = await Promise.all([context.waitForEvent('page'), fluent.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://github.com/microsoft/fluentui-emoji');
  await popup.close();
  await expect(page).toHaveURL(/\/credits$/);

  await captureScreen(page, 'credits');
});
