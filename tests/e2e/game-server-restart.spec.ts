import { expect, test, type Page } from '@playwright/test';
import {
  answeringLetter,
  categoryTitles,
  expectReview,
  gamePath,
  hostMovesOn,
  startGame,
  typeAnswers,
  word,
} from './support/game';
import { OwnServer } from './support/own-server';

// Coming back (docs/product/rules.md#presence): the server process is killed mid-round (SIGKILL) and started
// again on the same data. The players get their round back with what they typed and the time the round had
// left.

let server: OwnServer;
test.beforeAll(async () => {
  server = await OwnServer.start();
});
test.afterAll(async () => {
  await server.crash();
});

/** The seconds the answering countdown announces. */
async function secondsLeft(page: Page): Promise<number> {
  const label = await page.getByRole('timer', { name: /^Time to answer/ }).getAttribute('aria-label');
  const seconds = Number(/(\d+) seconds?/.exec(label ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0);
  return seconds;
}

test('a server crash mid-round loses no saved answer and no second of the round', async ({ browser }) => {
  test.setTimeout(180_000);
  const game = await startGame(browser, ['host', 'friend'], {
    rounds: 1,
    longestRounds: true,
    baseURL: server.baseURL,
  });
  const [host, friend] = game.everyone;
  const letter = await answeringLetter(host.page, 1, 1);
  await answeringLetter(friend.page, 1, 1);
  const titles = await categoryTitles(host.page);
  await typeAnswers(host.page, { Name: word(letter, 'ena'), Place: word(letter, 'aris') });
  await typeAnswers(friend.page, { Name: word(letter, 'oe') });

  const before = await secondsLeft(host.page);
  const crashedAt = Date.now();
  await server.crash();
  await expect(host.page.getByText('Connection lost. Reconnecting…')).toBeVisible();
  await server.restart();

  // Friend's page reconnects by itself; Host reloads: both find their answers and the same deadline.
  await expect(friend.page.getByText('Connection lost. Reconnecting…')).toBeHidden({ timeout: 20_000 });
  await host.page.reload();
  await answeringLetter(host.page, 1, 1);
  const form = host.page.getByRole('form', { name: 'Your answers' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(word(letter, 'ena'));
  await expect(form.getByLabel('Place', { exact: true })).toHaveValue(word(letter, 'aris'));
  const after = await secondsLeft(host.page);
  const elapsed = Math.ceil((Date.now() - crashedAt) / 1000);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThanOrEqual(before - elapsed - 2);

  // The game goes on to its end on the restarted server.
  await typeAnswers(friend.page, { [titles[1]!]: word(letter, 'rague') });
  for (const { page } of game.everyone) await page.getByRole('button', { name: 'Done', exact: true }).click();
  for (const { page } of game.everyone) await expectReview(page, game.roomId);
  await expect(host.page.getByTestId('answer-text').filter({ hasText: word(letter, 'rague') })).toBeVisible();
  await host.page.getByRole('button', { name: 'Continue', exact: true }).click();
  await hostMovesOn(host.page, 'See final results');
  for (const { page } of game.everyone) await expect(page).toHaveURL(gamePath(game.roomId, 'result'));

  for (const { context } of game.everyone) await context.close();
});
