import { expect, test, type Page } from '@playwright/test';

const html = (page: Page) => page.locator('html');

test.describe('dark mode', () => {
  test('follows the system until the player chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the header toggle works by keyboard and is remembered before the app loads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Reached with Tab from the top of the page, pressed with Space.
    for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // With the app's own JavaScript blocked, the saved choice still colours the first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Dark mode' }).press('Enter');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});
