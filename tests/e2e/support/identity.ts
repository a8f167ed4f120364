import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { say } from './catalogue';
import { linkIn, waitForMail } from './mailbox';

// Tests run in parallel against one server, so every player they create gets a name of their own.

/** Six random lower-case letters and digits. */
export function uniqueSuffix(): string {
  return randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 6);
}

/** A nickname nobody else in the run has (at most 20 characters, as the rules ask). */
export function uniqueNickname(prefix = 'guest'): string {
  return `${prefix.slice(0, 13)} ${uniqueSuffix()}`;
}

/** An email nobody else in the run has (at most 30 characters, as the rules ask), lower-cased as stored. */
export function uniqueEmail(prefix = 'player'): string {
  return `${prefix.slice(0, 12).toLowerCase()}-${uniqueSuffix()}@e2e.test`;
}

export type Account = { email: string; password: string; displayName: string };

/** A fresh account's details; nothing is sent. */
export function newAccount(prefix = 'player'): Account {
  return {
    email: uniqueEmail(prefix),
    password: `pw-${uniqueSuffix()}-secret`,
    displayName: `${prefix.slice(0, 10)} ${uniqueSuffix()}`,
  };
}

/** The welcome panel's greeting for a display name (upper-cased, docs/product/screens.md#welcome-panel). */
export function welcomeHeading(page: Page, displayName: string) {
  return page.getByRole('heading', { name: `Welcome, ${displayName.toUpperCase()}!` });
}

/** From the signed-out home: plays as a guest with `nickname` and waits for the welcome panel. */
export async function signInAsGuest(page: Page, nickname = uniqueNickname()): Promise<string> {
  await page.getByRole('tab', { name: 'Guest' }).click();
  await page.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  await page.getByRole('button', { name: 'Play as guest' }).click();
  await expect(welcomeHeading(page, nickname)).toBeVisible();
  return nickname;
}

/** From the signed-out home: opens the Sign Up dialog. */
export async function openSignUp(page: Page) {
  await page.getByRole('tab', { name: 'Authenticate' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** From the signed-out home: opens the Sign In dialog. */
export async function openSignIn(page: Page) {
  await page.getByRole('tab', { name: 'Authenticate' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and sends the open Sign Up dialog with `account`'s details. */
export async function submitSignUp(page: Page, account: Account, createAccount = 'Create account') {
  const dialog = page.getByRole('dialog');
  // By kind of field, not label: the same helper fills the form in every language.
  const passwords = dialog.locator('input[type=password]');
  await dialog.locator('input[type=email]').fill(account.email);
  await passwords.nth(0).fill(account.password);
  await passwords.nth(1).fill(account.password);
  await dialog.locator('input[autocomplete=nickname]').fill(account.displayName);
  await dialog.getByRole('button', { name: createAccount }).click();
}

/** The link of the `index`-th mail (from 1) to `email` that leads to `path`, once it has arrived. */
export async function mailedLink(email: string, path: string, index = 1): Promise<string> {
  return linkIn(await waitForMail(email, index), path);
}

/**
 * From the signed-out home: asks for `account` through the Sign Up dialog, opens the link the mail brings
 * (decision 049), creates the account there and waits for the welcome panel, signed in.
 */
export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await openSignUp(page);
  await submitSignUp(page, account);
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toContainText(account.email);
  await page.goto(await mailedLink(account.email, '/confirm-sign-up?token='));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(welcomeHeading(page, account.displayName)).toBeVisible();
  return account;
}

/** Fills and sends the open Sign In dialog. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** From the signed-out home: signs in with an existing account and waits for the welcome panel. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await openSignIn(page);
  await submitSignIn(page, account.email, account.password);
  await expect(welcomeHeading(page, account.displayName)).toBeVisible();
}

/** Logs out from the header and waits for the signed-out home. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Guest' })).toBeEnabled();
}

export type Speaker = { page: Page; locale: string; nickname: string };

/** A guest whose browser asks for the language `tag` (e.g. 'de-DE'); the first visit follows it. */
export async function guestSpeaking(browser: Browser, tag: string, prefix: string): Promise<Speaker> {
  const locale = tag.split('-')[0]!;
  const context = await browser.newContext({ locale: tag });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const nickname = uniqueNickname(prefix);
  await page.getByRole('tab', { name: say(locale, 'home.guestTab') }).click();
  await page.getByRole('textbox', { name: say(locale, 'home.nickname.label') }).fill(nickname);
  await page.getByRole('button', { name: say(locale, 'home.guestSubmit') }).click();
  await expect(
    page.getByRole('button', { name: say(locale, 'home.welcome.start'), exact: true }),
  ).toBeVisible();
  return { page, locale, nickname };
}
