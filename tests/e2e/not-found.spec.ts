import { expect, test } from '@playwright/test';
import { captureScreen } from './support/screens';

test.describe('unknown paths', () => {
  test('show the 404 screen inside the usual header and footer', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible();
    await expect(page.getByText('Could not find resource or page.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Name Place Animal Thing/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await captureScreen(page, 'not-found');
  });

  test('Retry reloads the page and the 404 stays', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible();
    // A flag on window survives re-renders but not a reload.
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
    expect(await page.evaluate(() => 'beforeRetry' in window)).toBe(false);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible();
  });

  test('Home leads back to the home screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Guest' })).toBeVisible();
  });
});
