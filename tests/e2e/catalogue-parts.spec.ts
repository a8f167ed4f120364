import { expect, test } from '@playwright/test';
import { say } from './support/catalogue';

// Decision 068: home waits for its own words alone; a screen beyond it brings the screens' words of the
// player's language, whether reached inside the app or opened directly.
test("home fetches only home's words, and a screen beyond it the screens' words of the language chosen", async ({
  page,
}) => {
  const words: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.match(
      /\/assets\/(i18n-[a-z]{2}(?:-screens)?)-[\w-]+\.js$/,
    )?.[1];
    if (file) words.push(file);
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Guest' })).toBeVisible();
  await page.getByRole('combobox', { name: say('en', 'languageMenu.label') }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(words).toEqual(['i18n-en', 'i18n-de']);

  await page
    .getByRole('navigation', { name: say('de', 'app.footerNav') })
    .getByRole('link', { name: say('de', 'app.credits') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: say('de', 'credits.title') })).toBeVisible();
  expect(words).toEqual(['i18n-en', 'i18n-de', 'i18n-de-screens']);

  // Opened directly, the page names the screens' part for the browser to fetch with the entry's scripts.
  words.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: say('de', 'credits.title') })).toBeVisible();
  expect(words).toEqual(expect.arrayContaining(['i18n-de', 'i18n-de-screens']));
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/i18n-de-screens-"]').count()).toBe(1);

  // Back home inside the app and into another language: both its parts, as a screen has asked for words.
  await page.getByRole('link', { name: say('de', 'app.homeLink') }).click();
  await expect(page.getByRole('tab', { name: say('de', 'home.guestTab') })).toBeVisible();
  words.length = 0;
  await page.getByRole('combobox', { name: say('de', 'languageMenu.label') }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(words.sort()).toEqual(['i18n-fr', 'i18n-fr-screens']);
});
