import { expect, test } from '@playwright/test';
import {
  logOut,
  newAccount,
  openSignIn,
  openSignUp,
  signIn,
  signUp,
  submitSignIn,
  uniqueEmail,
  welcomeHeading,
} from './support/identity';
import { linkIn, waitForMail } from './support/mailbox';
import { captureScreen } from './support/screens';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('sign up, log out, and sign in again', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Password must contain at least 8 characters')).toBeVisible();
    await captureScreen(page, 'sign-up-dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Next character' }).click();
    const account = await signUp(page, newAccount('Ada'));
    await expect(welcomeHeading(page, account.displayName)).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Authenticate' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Guest' })).toBeDisabled();
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
    // The character picked before signing up became the account's photo.
    await expect(page.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'koala');

    await logOut(page);
    await signIn(page, account);
    await expect(welcomeHeading(page, account.displayName)).toBeFocused();
    await expect(page.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'koala');
  });

  test('a wrong password and an unknown email get the same answer', async ({ page }) => {
    const account = await signUp(page);
    await logOut(page);
    await openSignIn(page);
    await captureScreen(page, 'sign-in-dialog');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });

    await submitSignIn(page, account.email, 'not the password');
    await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password');
    await submitSignIn(page, uniqueEmail('nobody'), 'not the password');
    await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  });

  test('an email can have only one account', async ({ page }) => {
    const account = await signUp(page);
    await logOut(page);
    const dialog = await openSignUp(page);
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill('another password');
    await dialog.getByLabel('Confirm password').fill('another password');
    await dialog.getByLabel('Display Name').fill('Someone Else');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');
  });

  test('a forgotten password is reset through the link in the mail', async ({ page }) => {
    // The longest journey of the suite: an account, a mail, three screens scanned at two sizes.
    test.slow();
    const account = await signUp(page, newAccount('Forgetful'));
    await logOut(page);
    const signInDialog = await openSignIn(page);
    await signInDialog.getByLabel('Email').fill(account.email);
    await signInDialog.getByRole('button', { name: 'Forgot password?' }).click();

    const forgotView = page.getByRole('dialog', { name: 'Enter your Email' });
    await expect(forgotView.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(forgotView.getByLabel('Email')).toHaveValue(account.email);
    await captureScreen(page, 'forgot-password-view');
    await forgotView.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Password reset link was sent to your email')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');

    const link = linkIn(await waitForMail(account.email), '/reset-password?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await captureScreen(page, 'reset-password-page');
    const newPassword = 'a brand new password';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();

    // Home, with the Sign In dialog open: the old password is refused, the new one works.
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole('dialog', { name: 'Sign In' }).getByRole('alert')).toHaveText(
      'Wrong email or password',
    );
    await submitSignIn(page, account.email, newPassword);
    await expect(welcomeHeading(page, account.displayName)).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another password');
    await page.getByLabel('Confirm new password').fill('yet another password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    await captureScreen(page, 'reset-password-invalid');
  });
});
