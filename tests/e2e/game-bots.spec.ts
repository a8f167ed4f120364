import { expect, test, type Page } from '@playwright/test';
import { say } from './support/catalogue';
import { gamePath, hostMovesOn } from './support/game';
import { guestSpeaking } from './support/identity';
import { captureScreen } from './support/screens';

// Bots (docs/product/rules.md#bots) from start to end in German: someone alone opens Play now and finds three bots at the table, then, in a
// two-round game of their own, seats three bots by the lobby's buttons and plays against them: the bots
// answer while the player types, review with the referee and follow the player's Done, and stand in the
// ranking, each marked as a bot.

const GAME = {
  language: 'de',
  rounds: 2,
  roundTime: 30,
  letters: ['B', 'M', 'S'],
  ownCategories: false,
  defaultCategories: ['name', 'city', 'countries', 'animal'],
};

const players = (page: Page) => page.getByRole('region', { name: say('de', 'lobby.players.heading') });

test('a player alone plays a German game against three bots: Play now, bots by level, answers, review, ranking', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const solo = await guestSpeaking(browser, 'de-DE', 'Allein');
  const { page } = solo;

  // Play now: a lobby with a bot of each level, ready to start.
  await page.getByRole('button', { name: say('de', 'home.welcome.playNow') }).click();
  await expect(page).toHaveURL(/\/game-room\/[^/]+\/lobby$/);
  await expect(page.getByTestId('player-count')).toHaveText(/^4\/10/);
  for (const level of ['Leicht', 'Mittel', 'Schwer'])
    await expect(players(page).getByText(`Bot · ${level}`)).toBeVisible();
  await captureScreen(page, 'bots-01-play-now-lobby');
  await page.getByRole('button', { name: say('de', 'lobby.leave.leave') }).click();
  await page.getByRole('button', { name: say('de', 'lobby.leave.confirm') }).click();
  await expect(page).toHaveURL(/\/$/);

  // A game of one's own: three bots by the lobby's buttons, one taken out and put back.
  const created = await page.request.post('/api/rooms', { data: GAME });
  expect(created.status()).toBe(201);
  const { roomId } = (await created.json()) as { roomId: string };
  await page.goto(`/game-room/${roomId}/lobby`);
  const addBot = (level: string) =>
    page.getByRole('button', { name: `Bot hinzufügen: ${level}`, exact: true }).click();
  await addBot('leicht');
  await expect(page.getByTestId('player-count')).toHaveText(/^2\/10/);
  await addBot('mittel');
  await expect(page.getByTestId('player-count')).toHaveText(/^3\/10/);
  const second = players(page).getByTestId('player-slot').nth(2);
  const secondName = (await second.locator('.truncate').first().textContent()) ?? '';
  await page.getByRole('button', { name: `${secondName} herausnehmen` }).click();
  await expect(page.getByTestId('player-count')).toHaveText(/^2\/10/);
  await addBot('mittel');
  await addBot('schwer');
  await expect(page.getByTestId('player-count')).toHaveText(/^4\/10/);
  await page.getByRole('button', { name: say('de', 'lobby.start.start') }).click();
  await expect(page).toHaveURL(gamePath(roomId, 'game'));

  for (const round of [1, 2]) {
    const form = page.getByRole('form', { name: say('de', 'game.answering.fieldsLabel') });
    await expect(form.getByRole('textbox')).toHaveCount(4, { timeout: 20_000 });
    await expect(page.getByTestId('round-number')).toContainText(String(round));
    const letter = (await page.getByTestId('round-letter').first().getAttribute('data-letter')) ?? 'B';
    await form.getByRole('textbox', { name: 'Land', exact: true }).fill(`${letter}qzxland`);
    // The bots type while the player does: their progress counts move on the strip.
    const counts = page.getByTestId('progress-count');
    await expect
      .poll(async () => (await counts.allTextContents()).some((count) => !count.startsWith('0')), {
        timeout: 30_000,
      })
      .toBe(true);
    if (round === 1) await captureScreen(page, 'bots-02-answering', { fullPage: false });
    await page.getByRole('button', { name: say('de', 'game.actions.done'), exact: true }).click();

    await expect(page).toHaveURL(gamePath(roomId, 'scoring'), { timeout: 40_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: say('de', 'scoring.review.title') }),
    ).toBeVisible();
    // The bots' answers are on the cards, and the referee knows every one of them.
    const botLines = page
      .locator('[data-testid="review-answer"]')
      .filter({ hasNot: page.getByText(solo.nickname) });
    await expect(botLines.first()).toBeVisible();
    if (round === 1) await captureScreen(page, 'bots-03-review', { fullPage: false });
    await page.getByRole('button', { name: say('de', 'scoring.footer.done'), exact: true }).click();
    // The bots follow the player's Done at once: the round's scores come without waiting for the review's end.
    await expect(page.getByTestId('ranking-row')).toHaveCount(4, { timeout: 10_000 });
    if (round === 1) await captureScreen(page, 'bots-04-round-results');
    const next = round === 1 ? 'scoring.results.nextRound' : 'scoring.results.finalResults';
    await hostMovesOn(page, say('de', next));
  }
  await expect(page).toHaveURL(gamePath(roomId, 'result'), { timeout: 20_000 });
  await expect(page.getByTestId('ranking-row')).toHaveCount(4);
  await expect(page.getByTestId('ranking-row').getByText('Bot', { exact: true })).toHaveCount(3);
  await captureScreen(page, 'bots-05-final');
});
