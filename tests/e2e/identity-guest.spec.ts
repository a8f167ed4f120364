import { expect, test } from '@playwright/test';
import { logOut, signInAsGuest, uniqueNickname, welcomeHeading } from './support/identity';
import { captureScreen } from './support/screens';

test.describe('playing as a guest', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('a guest picks a character and a nickname and lands on the welcome panel, which a reload keeps', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Next character' }).click();
    await expect(page.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'koala');
    const nickname = await signInAsGuest(page, uniqueNickname('Zebra'));
    await expect(welcomeHeading(page, nickname)).toBeFocused();

    await expect(page.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Guest' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Authenticate' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Enter code to join' })).toHaveAttribute(
      'placeholder',
      'G2F3XA',
    );
    await captureScreen(page, 'home-signed-in');

    // The session lives in a cookie on the server: a reload comes back signed in, with the saved character.
    await page.reload();
    await expect(welcomeHeading(page, nickname)).toBeVisible();
    await expect(page.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'koala');

    await logOut(page);
    await expect(page.getByRole('heading', { name: 'Choose a character and a nickname' })).toBeVisible();
  });

  test('the signed-out home never shows while a signed-in page loads', async ({ page }) => {
    await signInAsGuest(page);
    let sawSignedOut = false;
    await page.exposeFunction('reportSignedOut', () => (sawSignedOut = true));
    // Watches every DOM change from the very first one after the reload for the guest form's heading.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Choose a character and a nickname')) {
          (window as unknown as { reportSignedOut: () => void }).reportSignedOut();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    expect(sawSignedOut).toBe(false);
  });

  test('a second guest with the same nickname is told it is in use', async ({ page, browser }) => {
    const nickname = await signInAsGuest(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await otherPage.getByRole('textbox', { name: 'Nickname' }).fill(nickname.toUpperCase());
    await otherPage.getByRole('button', { name: 'Play as guest' }).click();
    await expect(otherPage.getByRole('alert')).toHaveText('This nickname is already in use');
    await expect(otherPage.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await other.close();
  });

  test('Start goes to game creation, which needs a user', async ({ page }) => {
    await page.goto('/game-creation');
    await expect(page).toHaveURL(/\/$/);
    await signInAsGuest(page);
    await page.getByRole('button', { name: 'Next character' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/game-creation$/);
    // The form itself is screenshot and scanned in lobby.spec.ts.
    await expect(page.getByRole('heading', { name: 'Create a game' })).toBeVisible();
  });

  test('Start after the session was revoked shows Authentication required!.', async ({ page, context }) => {
    await signInAsGuest(page);
    await context.clearCookies();
    await page.getByRole('button', { name: 'Start' }).click();
    // The seed's secondary toaster (docs/product/screens.md#toasts) shows it; Radix also reads it out once.
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts.getByText('Authentication required!.', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText('You must be logged in to create a new game.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Guest' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the join code field refuses a malformed or unknown code', async ({ page }) => {
    await signInAsGuest(page);
    const field = page.getByRole('textbox', { name: 'Enter code to join' });
    await field.fill('G2F3X');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid gameCode' })).toBeVisible();
    // A well-formed code that no room has is refused by the server with the same message.
    await field.fill('g2f3xa');
    await expect(page.getByRole('alert')).toBeHidden();
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid gameCode' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
