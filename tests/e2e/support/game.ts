import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { addCategories, createRoom, joinByCode, newGuest, type Player, type RoomOptions } from './rooms';

// Reusable steps for the game's screens: starting a game, answering, reviewing, results.

export type StartedGame<Names extends readonly string[]> = {
  roomId: string;
  /** Everyone in the order of `names`: the host first. */
  everyone: { [K in keyof Names]: Player };
};

/**
 * A host and the other named guests (each in their own browser context) in one room with the given
 * settings; everyone adds their categories, the host starts, and all of them wait on the game screen.
 */
export async function startGame<const Names extends readonly [string, ...string[]]>(
  browser: Browser,
  names: Names,
  options: RoomOptions & { baseURL?: string } = {},
): Promise<StartedGame<Names>> {
  const [hostName, ...otherNames] = names;
  const host = await newGuest(browser, hostName, options.baseURL);
  const { roomId, joinCode } = await createRoom(host.page, { categories: ['Fruit', 'Movie'], ...options });
  const others: Player[] = [];
  for (const [index, name] of otherNames.entries()) {
    const player = await newGuest(browser, name, options.baseURL);
    await joinByCode(player.page, joinCode);
    await addCategories(player.page, `Sport ${index + 1}`, `Band ${index + 1}`);
    others.push(player);
  }
  await host.page.getByRole('button', { name: 'Start game' }).click();
  const everyone = [host, ...others];
  for (const { page } of everyone) await expect(page).toHaveURL(gamePath(roomId, 'game'));
  return { roomId, everyone: everyone as { [K in keyof Names]: Player } };
}

export function gamePath(roomId: string, screen: 'game' | 'scoring' | 'result'): RegExp {
  return new RegExp(`/game-room/${roomId}/${screen}$`);
}

/** Waits for the answering screen of `round` and returns its letter. */
export async function answeringLetter(page: Page, round: number, rounds: number): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Write your answers' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('round-number')).toHaveText(`Round ${round} of ${rounds}`);
  const letter = await page.getByTestId('round-letter').first().getAttribute('data-letter');
  expect(letter).toMatch(/^[A-Z]$/);
  return letter!;
}

/** The answer fields of the answering screen, in order. */
export function answerFields(page: Page, formName = 'Your answers'): Locator {
  return page.getByRole('form', { name: formName }).getByRole('textbox');
}

/** The category titles of the answering screen, in order. */
export async function categoryTitles(page: Page): Promise<string[]> {
  const labels = page.getByRole('form', { name: 'Your answers' }).locator('label');
  return (await labels.allTextContents()).map((text) => text.trim());
}

/** Types `answers` (by category title; a title without an answer stays empty) and waits until saved. */
export async function typeAnswers(page: Page, answers: Record<string, string>): Promise<void> {
  const form = page.getByRole('form', { name: 'Your answers' });
  for (const [title, text] of Object.entries(answers)) {
    await form.getByLabel(title, { exact: true }).fill(text);
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
}

/** The review card of one category on the scoring screen. */
export function reviewCategory(page: Page, title: string): Locator {
  return page.getByTestId('review-category').filter({
    has: page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
  });
}

/**
 * Brings a review card into sight and waits until it stands still: on a phone the deck scrolls to it
 * smoothly, and a click aimed at a card still moving lands beside its target.
 */
export async function showCard(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const page = card.page();
  await expect
    .poll(async () => {
      const before = await card.boundingBox();
      await page.waitForTimeout(100);
      const after = await card.boundingBox();
      return before !== null && before.x === after?.x && before.y === after.y;
    })
    .toBe(true);
}

/** Taps `author`'s answer in a review card, which opens what the player may do with it; gives back its line. */
export async function openAnswer(card: Locator, author: string): Promise<Locator> {
  await showCard(card);
  const line = card.getByTestId('review-answer').filter({ hasText: author });
  await line.getByRole('button', { expanded: false }).click();
  return line;
}

/** Waits for the review (after a STOP it comes 10 s later, so this waits longer than most steps). */
export async function expectReview(page: Page, roomId: string): Promise<void> {
  await expect(page).toHaveURL(gamePath(roomId, 'scoring'), { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Review the answers' })).toBeVisible();
}

/** The running totals on the round results, as `name → points`, once they show `expected`. */
export async function expectTotals(page: Page, expected: Record<string, number>): Promise<void> {
  const rows = page.getByRole('region', { name: /Running totals|Ranking/ }).getByTestId('ranking-row');
  await expect(rows).toHaveCount(Object.keys(expected).length);
  for (const [name, points] of Object.entries(expected)) {
    await expect(rows.filter({ hasText: name })).toContainText(`${points} points`);
  }
}

/** A word for `letter`: the letter and a tail, so every answer starts right whatever letter was drawn. */
export function word(letter: string, tail: string): string {
  return `${letter}${tail}`;
}

/** A first letter that is not `letter`, for an answer that must get the wrong-letter mark. */
export function otherLetter(letter: string): string {
  return letter === 'A' ? 'B' : 'A';
}

/**
 * The host presses `name` (Next round, See final results) on a screen that also moves on by itself after
 * 15 s: when a slow step before (a screenshot) let it move on already, or it moves on while the click is
 * under way, there is nothing left to press, and the button goes within a few seconds.
 */
export async function hostMovesOn(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.click({ timeout: 5_000 }).catch(async (error: unknown) => {
    await expect(button)
      .toBeHidden({ timeout: 5_000 })
      .catch(() => {
        throw error;
      });
  });
}
