import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInAsGuest, uniqueNickname } from './identity';

// Reusable steps for rooms and the lobby; the game's tests start from them too.

export type CreatedRoom = { roomId: string; joinCode: string };

export type RoomOptions = {
  /** The host's own two categories. */
  categories?: readonly [string, string];
  /** The player limit, 2–10 (default 10). */
  maxPlayers?: number;
  /** The number of rounds, 1–10 (default 6). */
  rounds?: number;
  /** The longest round time (180 s) instead of the default 60 s, for slow, step-by-step tests. */
  longestRounds?: boolean;
  /** How a round ends (default Round Timer). */
  endMode?: 'Round Timer' | 'Fastest Finger';
  /** The letter pool's preset (default All letters). */
  letters?: 'No hard letters';
  /** Letters to leave out of the pool, picked on the on-screen keyboard ('Choose letters'). */
  lettersOut?: readonly string[];
  /** Categories of the library to play besides the four defaults, by title. */
  moreCategories?: readonly string[];
  /** House rules of scoring to turn on, by their titles. */
  houseRules?: readonly ('20 for the only answer' | 'Shared answers score 0')[];
};

/** The lobby's heading; the placeholder shows it too, before the live state arrived. */
export function lobbyHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Lobby' });
}

/**
 * Waits until `page` shows the live lobby of a room, with the player in it; returns the room's id from
 * the URL. It waits for the player count, which only a view that seats the player shows: the heading
 * alone is on screen before the join was even sent, so another page's check ("2/10 players") would
 * start its clock while this player was still on the way in.
 */
export async function expectInLobby(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/game-room\/[^/]+\/lobby$/);
  await expect(lobbyHeading(page)).toBeVisible();
  await expect(playerCount(page)).toHaveText(/^\d+\/\d+ players$/);
  return new URL(page.url()).pathname.split('/')[2]!;
}

/**
 * From the welcome panel (or already on game creation): creates a game with the default settings, the
 * given categories and player limit, and waits for its lobby.
 */
export async function createRoom(page: Page, options: RoomOptions = {}): Promise<CreatedRoom> {
  const [first, second] = options.categories ?? ['Fruit', 'Movie'];
  if (!page.url().endsWith('/game-creation')) {
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/game-creation$/);
  }
  const players = page.getByRole('group', { name: 'Players' });
  for (let limit = 10; limit > (options.maxPlayers ?? 10); limit--) {
    await players.getByRole('button', { name: 'Fewer players' }).click();
  }
  const rounds = page.getByRole('group', { name: 'Rounds' });
  for (let count = 6; count > (options.rounds ?? 6); count--) {
    await rounds.getByRole('button', { name: 'Fewer rounds' }).click();
  }
  if (options.longestRounds) {
    await page.getByLabel('Time per round').focus();
    await page.keyboard.press('End');
  }
  if (options.endMode) await page.getByRole('radio', { name: new RegExp(`^${options.endMode}`) }).check();
  // Game creation folds the letters and the house rules away; open them to set either.
  if (options.letters || options.lettersOut || options.houseRules?.length) await openMoreSettings(page);
  if (options.letters) await page.getByRole('radio', { name: new RegExp(`^${options.letters}`) }).check();
  if (options.lettersOut) {
    await page.getByRole('radio', { name: /^Choose letters/ }).check();
    const keyboard = page.getByRole('group', { name: 'Letters to play' });
    for (const letter of options.lettersOut) {
      await keyboard.getByRole('button', { name: letter, exact: true }).click();
      await expect(keyboard.getByRole('button', { name: letter, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
  }
  for (const title of options.moreCategories ?? [])
    await page.getByRole('checkbox', { name: title, exact: true }).check();
  for (const rule of options.houseRules ?? [])
    await page.getByRole('checkbox', { name: new RegExp(`^${rule}`) }).check();
  await page.getByLabel('Category 1').fill(first);
  await page.getByLabel('Category 2').fill(second);
  await page.getByRole('button', { name: 'Create game' }).click();
  const roomId = await expectInLobby(page);
  const joinCode = (await page.getByTestId('join-code').textContent())?.trim() ?? '';
  expect(joinCode).toMatch(/^[A-Z2-9]{6}$/);
  return { roomId, joinCode };
}

/** On game creation: opens the folded 'Letters and house rules' (once; a second click would close it). */
export async function openMoreSettings(page: Page): Promise<void> {
  const more = page.locator('details', {
    has: page.locator('summary', { hasText: 'Letters and house rules' }),
  });
  if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
  await expect(more).toHaveAttribute('open', '');
}

/** From the welcome panel: joins the room with `code` and waits for its lobby. */
export async function joinByCode(page: Page, code: string): Promise<void> {
  await submitJoinCode(page, code);
  await expectInLobby(page);
}

/** From the welcome panel: types `code` into 'Enter code to join' and presses Join. */
export async function submitJoinCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Enter code to join' }).fill(code);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

/** The categories dialog of the lobby, opened from the player's own categories. */
export async function openCategoriesDialog(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^(Add|Edit) your categories$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your two categories' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types two categories into the open categories dialog and saves them (the dialog may refuse them). */
export async function submitCategories(dialog: Locator, first: string, second: string): Promise<void> {
  await dialog.getByLabel('Category 1').fill(first);
  await dialog.getByLabel('Category 2').fill(second);
  await dialog.getByRole('button', { name: 'Save and get ready' }).click();
}

/** In the lobby: adds (or changes) the player's two categories and waits until they are accepted. */
export async function addCategories(page: Page, first: string, second: string): Promise<void> {
  const dialog = await openCategoriesDialog(page);
  await submitCategories(dialog, first, second);
  await expect(dialog).toBeHidden();
}

/** The slot of the player named `displayName` in the lobby's player list. */
export function playerSlot(page: Page, displayName: string): Locator {
  return page.getByTestId('player-slot').filter({ hasText: displayName });
}

/** Waits until the lobby on `page` shows `displayName` as ready (the word, not only the colour). */
export async function expectReady(page: Page, displayName: string): Promise<void> {
  await expect(playerSlot(page, displayName).getByText('Ready', { exact: true })).toBeVisible();
}

/** The player count line, e.g. '3/10 players'. */
export function playerCount(page: Page): Locator {
  return page.getByTestId('player-count');
}

export type Player = { context: BrowserContext; page: Page; nickname: string };

/**
 * A fresh browser context (its own cookies: another person) signed in as a guest on the welcome panel, on
 * Playwright's server or the one at `baseURL`.
 */
export async function newGuest(browser: Browser, prefix = 'player', baseURL?: string): Promise<Player> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await page.goto('/');
  const nickname = await signInAsGuest(page, uniqueNickname(prefix));
  return { context, page, nickname };
}
