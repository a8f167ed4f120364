import { expect, test } from '@playwright/test';
import {
  logOut,
  newAccount,
  openSignIn,
  openSignUp,
  signIn,
  mailedLink,
  signUp,
  submitSignIn,
  submitSignUp,
  uniqueEmail,
  welcomeHeading,
} from './support/identity';
import { linkIn, mailSays, waitForMail } from './support/mailbox';
import { say } from './support/catalogue';
import { capturePhone, captureScreen, captureWindow, PHONE } from './support/screens';

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
    const account = newAccount('Ada');
    await openSignUp(page);
    await submitSignUp(page, account);
    // Nothing is signed in yet: the dialog says where the link went.
    const sent = page.getByRole('dialog', { name: 'Check your email' });
    await expect(sent.getByRole('status')).toContainText(account.email);
    await captureScreen(page, 'sign-up-sent', { fullPage: false });
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

    const link = await mailedLink(account.email, '/confirm-sign-up?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Finish signing up' })).toBeVisible();
    await captureScreen(page, 'confirm-sign-up-page');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(welcomeHeading(page, account.displayName)).toBeVisible();
    await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
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

  test('signing up with an email that has an account looks the same, and only its owner is told', async ({
    page,
  }) => {
    const account = await signUp(page);
    await logOut(page);
    await openSignUp(page);
    await submitSignUp(page, { ...newAccount('Someone'), email: account.email.toUpperCase() });
    await expect(page.getByRole('dialog', { name: 'Check your email' }).getByRole('status')).toContainText(
      account.email,
    );
    const mail = await waitForMail(account.email, 2);
    expect(mailSays(mail, 'If it was you, sign in instead:')).toBe(true);
    expect(mailSays(mail, '/confirm-sign-up')).toBe(false);
  });

  test('a sign-up link works once', async ({ page }) => {
    const account = await signUp(page);
    await logOut(page);
    await page.goto(await mailedLink(account.email, '/confirm-sign-up?token='));
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-up link is invalid or has expired. Sign in if you used it already, or sign up again.',
    );
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('a sign-up in German is mailed and finished in German', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('tab', { name: say('de', 'home.authTab') }).click();
    await page.getByRole('button', { name: say('de', 'home.signUp') }).click();
    const account = newAccount('Greta');
    await submitSignUp(page, account, say('de', 'home.createAccount'));
    await expect(page.getByRole('dialog', { name: say('de', 'home.signUpSent.title') })).toBeVisible();
    // The scan and the fit on a phone; then the window as the player sees it (a full page would show the page
    // going on below the sheet).
    await capturePhone(page, 'sign-up-sent-de');
    await page.setViewportSize(PHONE);
    await captureWindow(page, 'sign-up-sent-de-phone');

    const mail = await waitForMail(account.email);
    expect(mailSays(mail, 'um dein Konto anzulegen:')).toBe(true);
    await page.goto(linkIn(mail, '/confirm-sign-up?token='));
    await expect(page.getByRole('heading', { name: say('de', 'confirmSignUp.title') })).toBeVisible();
    await capturePhone(page, 'confirm-sign-up-page-de');
    await page.getByRole('button', { name: say('de', 'confirmSignUp.submit') }).click();
    await expect(page.getByText(say('de', 'confirmSignUp.done'))).toBeVisible();
    await context.close();
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

    // The first mail to the address was the sign-up's link.
    const link = linkIn(await waitForMail(account.email, 2), '/reset-password?token=');
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
