import { expect, test } from '@playwright/test';
import {
  answerFields,
  answeringLetter,
  categoryTitles,
  expectReview,
  expectTotals,
  gamePath,
  hostMovesOn,
  startGame,
  typeAnswers,
  word,
} from './support/game';
import {
  captureScreen,
  captureWindow,
  DESKTOP,
  expectNoSeriousA11yIssues,
  PHONE,
  PHONE_WITH_KEYBOARD,
} from './support/screens';

// Three players play a whole Fastest Finger game in real browsers against the real server.

test('three players play two Fastest Finger rounds: STOP gives the others 10 seconds and the stopper a bonus', async ({
  browser,
}) => {
  // Three browsers play two whole rounds; on a slow 2-core machine that alone took 4 minutes.
  test.setTimeout(480_000);
  const game = await startGame(browser, ['host', 'friend', 'third'], {
    rounds: 2,
    longestRounds: true,
    endMode: 'Fastest Finger',
  });
  const [host, friend, third] = game.everyone;
  const [hostName, friendName, thirdName] = [host.nickname, friend.nickname, third.nickname];

  // Round 1: STOP stays out of reach until every category is filled.
  const letter = await answeringLetter(host.page, 1, 2);
  const titles = await categoryTitles(host.page);
  const stop = host.page.getByRole('button', { name: 'STOP', exact: true });
  await expect(host.page.getByText('Fill in every category to press STOP.')).toBeVisible();
  const tails = ['ia', 'ima', 'ynx', 'amp', 'ime'];
  await typeAnswers(
    host.page,
    Object.fromEntries(titles.map((title, i) => [title, word(letter, tails[i]!)])),
  );
  await stop.click();
  await expect(host.page.getByText('You pressed STOP!')).toBeVisible();

  // The others get an unmistakable 10-second countdown, and hurry.
  for (const { page } of [friend, third]) {
    await expect(page.getByText(`${hostName} pressed STOP!`)).toBeVisible();
  }
  await expect(friend.page.getByText('Finish your answers now!')).toBeVisible();
  // Friend types first: the 10 seconds are the round's, and a slow machine must not spend them on checks.
  await typeAnswers(friend.page, { Name: word(letter, 'eo'), Place: word(letter, 'yon') });
  // On a phone with its keyboard open, the round header (letter, countdown, and now the STOP countdown) stays
  // in sight while the player types in the last field, far below it.
  const size = friend.page.viewportSize();
  await friend.page.setViewportSize(PHONE_WITH_KEYBOARD);
  await answerFields(friend.page).last().focus();
  await expect(answerFields(friend.page).last()).toBeInViewport();
  for (const part of ['round-header', 'stop-notice', 'countdown-digits']) {
    await expect(friend.page.getByTestId(part)).toBeInViewport();
  }
  await captureWindow(friend.page, 'game-06-stop-phone-keyboard');
  if (size) await friend.page.setViewportSize(size);
  await captureScreen(third.page, 'game-06-stop-countdown', { fullPage: false });

  // The round ends at the STOP deadline; the fields lock on the way.
  for (const { page } of game.everyone) await expectReview(page, game.roomId);
  await host.page.getByRole('button', { name: 'Continue', exact: true }).click();

  // Host: five unique answers and the +10 bonus (more than 10 s were left); Friend: two; Third: none.
  await expect(third.page.getByRole('heading', { name: 'Round 1 scores' })).toBeVisible();
  // Third looks on from a laptop from here on: the round's table is the wide layout.
  await third.page.setViewportSize(DESKTOP);
  await expect(third.page.getByRole('columnheader', { name: 'STOP bonus' })).toBeVisible();
  await expectTotals(third.page, { [hostName]: 60, [friendName]: 20, [thirdName]: 0 });
  // On a phone each player's round is a card, with the round total and the STOP bonus in sight and nothing to
  // scroll sideways.
  await third.page.setViewportSize(PHONE);
  const hostCard = third.page.getByTestId('round-card').filter({ hasText: hostName });
  await expect(hostCard).toContainText('+10 STOP bonus');
  await expect(hostCard).toContainText('60Round total');
  await expect(third.page.getByTestId('round-table')).toBeHidden();
  expect(await third.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await third.page.setViewportSize(DESKTOP);
  await hostMovesOn(host.page, 'Next round');

  // Round 2: Third presses Done on a phone with its keyboard open: the bottom bar holds Done and STOP in
  // sight without scrolling; Done marks Third finished and the round goes on. Then Friend stops.
  const second = await answeringLetter(friend.page, 2, 2);
  await answeringLetter(third.page, 2, 2);
  await typeAnswers(third.page, { Name: word(second, 'ax') });
  await third.page.setViewportSize(PHONE_WITH_KEYBOARD);
  await answerFields(third.page).last().focus();
  const bar = third.page.getByRole('group', { name: 'Round actions' });
  const done = bar.getByRole('button', { name: 'Done', exact: true });
  await expect(done).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('button', { name: 'STOP', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(answerFields(third.page).last()).toBeInViewport({ ratio: 1 });
  await expect(third.page.getByTestId('round-header')).toBeInViewport();
  await expectNoSeriousA11yIssues(third.page);
  // Pressed where it is, as a thumb does: a click that needed scrolling first would miss it.
  const box = await done.boundingBox();
  await third.page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(bar.getByRole('status')).toHaveText('You are done. Waiting for the others…');
  await captureWindow(third.page, 'game-07-done-phone-keyboard');
  await third.page.setViewportSize(DESKTOP);
  await expect(friend.page.getByRole('heading', { level: 1, name: 'Write your answers' })).toBeVisible();
  const friendTails = ['ax', 'adrid', 'ole', 'ug', 'ango'];
  await typeAnswers(
    friend.page,
    Object.fromEntries(titles.map((title, i) => [title, word(second, friendTails[i]!)])),
  );
  await friend.page.getByRole('button', { name: 'STOP', exact: true }).click();
  await expect(third.page.getByText(`${friendName} pressed STOP!`)).toBeVisible();

  for (const { page } of game.everyone) await expectReview(page, game.roomId);
  await host.page.getByRole('button', { name: 'Continue', exact: true }).click();
  // Friend: 5 (shared with Third) + 40 + 10 bonus; Third: 5.
  await expectTotals(host.page, { [hostName]: 60, [friendName]: 75, [thirdName]: 5 });
  await hostMovesOn(host.page, 'See final results');

  for (const { page } of game.everyone) {
    await expect(page).toHaveURL(gamePath(game.roomId, 'result'));
    await expect(page.getByTestId('winner')).toHaveText(`${friendName} wins!`);
  }
  await expect(third.page.getByRole('region', { name: 'Every round' }).getByRole('table')).toHaveCount(2);

  for (const { context } of game.everyone) await context.close();
});
