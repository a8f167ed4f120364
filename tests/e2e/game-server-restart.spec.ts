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

test('a server crash mid-round, or a reload right after typing, loses no answer and no second of the round', async ({
  browser,
}) => {
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

  // A reload 100 ms after the last key, before the draft's pause sent it, and with the page's last-moment send
  // held back (as when the connection is down as the page goes): the tab kept the text, shows it again and
  // sends it; the review below shows it to Friend.
  await host.page.evaluate(() => {
    const holdBack = (event: Event) => event.stopImmediatePropagation();
    for (const name of ['pagehide', 'beforeunload']) window.addEventListener(name, holdBack, true);
    document.addEventListener('visibilitychange', holdBack, true);
  });
  const animal = word(letter, 'nteater');
  await form.getByLabel('Animal', { exact: true }).fill(animal);
  await host.page.waitForTimeout(100);
  await host.page.reload();
  await answeringLetter(host.page, 1, 1);
  await expect(form.getByLabel('Animal', { exact: true })).toHaveValue(animal);
  await expect(host.page.getByText('All answers saved')).toBeVisible();

  // The game goes on to its end on the restarted server.
  await typeAnswers(friend.page, { [titles[1]!]: word(letter, 'rague') });
  for (const { page } of game.everyone) await page.getByRole('button', { name: 'Done', exact: true }).click();
  for (const { page } of game.everyone) await expectReview(page, game.roomId);
  await expect(host.page.getByTestId('answer-text').filter({ hasText: word(letter, 'rague') })).toBeVisible();
  await expect(friend.page.getByTestId('answer-text').filter({ hasText: animal })).toBeVisible();
  await host.page.getByRole('button', { name: 'Continue', exact: true }).click();
  await hostMovesOn(host.page, 'See final results');
  for (const { page } of game.everyone) await expect(page).toHaveURL(gamePath(game.roomId, 'result'));

  for (const { context } of game.everyone) await context.close();
});
