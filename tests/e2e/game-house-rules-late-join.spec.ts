import { expect, test } from '@playwright/test';
import {
  answerFields,
  answeringLetter,
  expectReview,
  expectTotals,
  gamePath,
  hostMovesOn,
  reviewCategory,
  typeAnswers,
  word,
} from './support/game';
import { readQrCode } from './support/qr';
import { addCategories, createRoom, expectInLobby, newGuest, playerCount } from './support/rooms';
import { captureScreen, DESKTOP, PHONE } from './support/screens';

// The whole table: house rules set in under a minute, a friend who scans the code off the screen,
// and a late friend who watches a round and plays the next.

const FIXED = ['Name', 'Place', 'Animal', 'Thing', 'Occupations', 'Technology'];

test('a host sets house rules, a friend joins by the QR code, and a late friend watches one round then plays the next', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const host = await newGuest(browser, 'Host');
  // The host sets the game up on a laptop, where the QR code shows beside the join code.
  await host.page.setViewportSize(DESKTOP);
  const { roomId } = await createRoom(host.page, {
    rounds: 2,
    longestRounds: true,
    lettersOut: ['Q', 'X', 'Y'],
    moreCategories: ['Occupations', 'Technology'],
    houseRules: ['20 for the only answer'],
  });
  const settings = host.page.getByRole('region', { name: 'Settings' });
  await expect(settings).toContainText('the only answer in a category 20');

  // The friend scans the lobby's code off the screen: the test decodes the same pixels a phone would.
  const qrCode = host.page.getByRole('img', { name: 'QR code of the invite link' });
  const link = await readQrCode(qrCode);
  expect(link).toBe(`${baseURL}/?jc=${roomId}`);
  const friend = await newGuest(browser, 'Scanner');
  await friend.page.goto(link);
  expect(await expectInLobby(friend.page)).toBe(roomId);
  await expect(playerCount(host.page)).toHaveText('2/10 players');
  // On a phone the code waits behind a button, reachable by keyboard.
  await host.page.setViewportSize(PHONE);
  await expect(qrCode).toBeHidden();
  await host.page.getByRole('button', { name: 'Show QR code' }).focus();
  await host.page.keyboard.press('Enter');
  await expect(qrCode).toBeVisible();
  expect(await readQrCode(qrCode)).toBe(link);
  await captureScreen(host.page, 'lobby-05-invite-qr');

  await addCategories(friend.page, 'Sport', 'Band');
  await host.page.getByRole('button', { name: 'Start game' }).click();
  for (const { page } of [host, friend]) await expect(page).toHaveURL(gamePath(roomId, 'game'));

  // The late friend follows the same link once the game runs: they watch.
  const late = await newGuest(browser, 'Late');
  await late.page.goto(link);
  await expect(late.page).toHaveURL(gamePath(roomId, 'game'));
  const letter = await answeringLetter(host.page, 1, 2);
  expect(['Q', 'X', 'Y']).not.toContain(letter);
  await expect(late.page.getByText('You are watching this game.')).toBeVisible();
  const categories = late.page.getByRole('heading', { name: 'This round’s categories' }).locator('..');
  for (const title of FIXED) await expect(categories.getByText(title, { exact: true })).toBeVisible();
  await expect(host.page.getByTestId('watchers')).toContainText(`Watching: ${late.nickname}`);

  await typeAnswers(host.page, { Name: word(letter, 'rthur'), Place: word(letter, 'msterdam') });
  await typeAnswers(friend.page, { Name: word(letter, 'rthur') });
  // The spectator sees how far the players are, never what they wrote.
  await expect(late.page.getByTestId('player-progress').filter({ hasText: host.nickname })).toContainText(
    '2/',
  );
  await expect(late.page.getByText(word(letter, 'msterdam'))).toHaveCount(0);
  await expect(answerFields(late.page)).toHaveCount(0);
  await captureScreen(late.page, 'game-05-watching');

  await late.page.getByRole('button', { name: 'Play from the next round' }).click();
  await expect(late.page.getByText('You play from round 2. Get ready!')).toBeVisible();
  await expect(host.page.getByTestId('watchers')).toContainText(`${late.nickname} plays from the next round`);

  for (const { page } of [host, friend])
    await page.getByRole('button', { name: 'Done', exact: true }).click();
  for (const { page } of [host, friend, late]) await expectReview(page, roomId);
  // The spectator reads every answer, and takes no part in the review.
  await expect(reviewCategory(late.page, 'Place')).toContainText(word(letter, 'msterdam'));
  await expect(late.page.getByRole('button', { name: /^Challenge / })).toHaveCount(0);
  await expect(late.page.getByRole('button', { name: 'Done reviewing' })).toHaveCount(0);
  await captureScreen(late.page, 'scoring-05-watching-review');
  for (const { page } of [host, friend]) await page.getByRole('button', { name: 'Done reviewing' }).click();

  // Round 1: the only Place answer scores 20 under the house rule; the shared name 5 each.
  await expectTotals(host.page, { [host.nickname]: 25, [friend.nickname]: 5 });
  await hostMovesOn(host.page, 'Next round');

  // Round 2: the late friend plays like everyone else.
  const second = await answeringLetter(late.page, 2, 2);
  expect(['Q', 'X', 'Y', letter]).not.toContain(second);
  await expect(answerFields(late.page)).toHaveCount(FIXED.length + 1);
  await typeAnswers(late.page, { Name: word(second, 'nna'), Animal: word(second, 'nt') });
  for (const { page } of [host, friend, late])
    await page.getByRole('button', { name: 'Done', exact: true }).click();
  for (const { page } of [host, friend, late]) await expectReview(page, roomId);
  for (const { page } of [host, friend, late])
    await page.getByRole('button', { name: 'Done reviewing' }).click();
  // Both of the late friend's answers are the only ones in their categories: 20 each, nothing for round 1.
  await expectTotals(late.page, { [host.nickname]: 25, [friend.nickname]: 5, [late.nickname]: 40 });
  await hostMovesOn(host.page, 'See final results');
  await expect(late.page).toHaveURL(gamePath(roomId, 'result'));
  await expect(late.page.getByTestId('winner')).toContainText(late.nickname);
  for (const player of [host, friend, late]) await player.context.close();
});
