import { expect, test } from '@playwright/test';
import { signInAsGuest } from './support/identity';
import { captureScreen } from './support/screens';
import { SMALL_PHONE } from './support/window-sizes';

test.describe('home shell', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows both tabs, the guest heading, the picker and the nickname field', async ({ page }) => {
    await expect(page.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Authenticate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a character and a nickname' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next character' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute(
      'placeholder',
      'Your nickname',
    );
    await captureScreen(page, 'home-guest');

    await page.getByRole('tab', { name: 'Authenticate' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a character and Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await captureScreen(page, 'home-authenticate');
  });

  test('the avatar button cycles through all 18 avatars and wraps to the first', async ({ page }) => {
    const picker = page.locator('[data-avatar]');
    const next = page.getByRole('button', { name: 'Next character' });
    const first = await picker.getAttribute('data-avatar');
    const seen: string[] = [];
    for (let i = 0; i < 18; i++) {
      const id = await picker.getAttribute('data-avatar');
      expect(id).not.toBeNull();
      seen.push(id!);
      // Every avatar's image must actually load from /avatars/.
      const image = picker.getByRole('img');
      await expect(image).toHaveAttribute('src', `/avatars/${id}.svg`);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await next.click();
      await expect(picker).not.toHaveAttribute('data-avatar', id!);
    }
    expect(new Set(seen).size).toBe(18);
    await expect(picker).toHaveAttribute('data-avatar', first!);
  });

  test('the nickname is validated before anything is sent', async ({ page }) => {
    const field = page.getByRole('textbox', { name: 'Nickname' });
    const submit = page.getByRole('button', { name: 'Play as guest' });
    await field.fill('  ab ');
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nickname must be at least 3 characters' }),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('a'.repeat(21));
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nickname must not exceed 20 characters' }),
    ).toBeVisible();
  });

  test('Sign In and Sign Up open their dialogs, which close with Escape', async ({ page }) => {
    await page.getByRole('tab', { name: 'Authenticate' }).click();
    for (const name of ['Sign In', 'Sign Up']) {
      await page.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name })).toBeFocused();
    }
  });

  test('signed in on a small phone, joining by code is in sight first and hosting comes second', async ({
    page,
  }) => {
    await page.setViewportSize(SMALL_PHONE);
    await signInAsGuest(page);
    // As a signed-in player opens the app (signing in scrolled down to the guest form's button).
    await page.reload();
    const field = page.getByRole('textbox', { name: 'Enter code to join' });
    const start = page.getByRole('button', { name: 'Start' });
    // In sight without scrolling: the page has not moved, and the field lies inside the window.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(field).toBeInViewport({ ratio: 1 });
    const [fieldBox, startBox] = [await field.boundingBox(), await start.boundingBox()];
    expect(fieldBox!.y).toBeLessThan(startBox!.y);
    await expect(field).toHaveAttribute('placeholder', 'G2F3XA');
    // The placeholder is thin and slanted, so it cannot pass for a typed code.
    const placeholder = await field.evaluate((input) => {
      const style = getComputedStyle(input, '::placeholder');
      return { weight: style.fontWeight, slant: style.fontStyle };
    });
    expect(placeholder).toEqual({ weight: '400', slant: 'italic' });
    await captureScreen(page, 'home-welcome');
  });
});
