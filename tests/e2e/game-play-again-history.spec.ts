import { expect, test } from '@playwright/test';
import { answeringLetter, expectReview, gamePath, hostMovesOn, typeAnswers, word } from './support/game';
import { newAccount, signUp } from './support/identity';
import { addCategories, createRoom, expectInLobby, joinByCode, newGuest } from './support/rooms';
import { captureScreen, DESKTOP } from './support/screens';

// After the podium, Play again opens a new lobby the others can follow, and a registered
// player finds the finished game on their history page.

test('Play again leads everyone into a new lobby, and the account keeps the game in its history', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/');
  const account = await signUp(hostPage, newAccount('Ada'));
  const { roomId, joinCode } = await createRoom(hostPage, { rounds: 1, longestRounds: true });
  const guest = await newGuest(browser, 'guest');
  await joinByCode(guest.page, joinCode);
  await addCategories(guest.page, 'Rivers', 'Cars');
  await hostPage.getByRole('button', { name: 'Start game' }).click();

  const letter = await answeringLetter(hostPage, 1, 1);
  await answeringLetter(guest.page, 1, 1);
  await typeAnswers(hostPage, { Name: word(letter, 'da'), Animal: word(letter, 'ynx') });
  await typeAnswers(guest.page, { Name: word(letter, 'eo') });
  for (const page of [hostPage, guest.page])
    await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expectReview(hostPage, roomId);
  await hostPage.getByRole('button', { name: 'Continue', exact: true }).click();
  await hostMovesOn(hostPage, 'See final results');
  for (const page of [hostPage, guest.page]) await expect(page).toHaveURL(gamePath(roomId, 'result'));
  await expect(hostPage.getByTestId('winner')).toHaveText(`${account.displayName} wins!`);

  // Play again: the host lands in a new lobby with the same settings; the guest is invited to follow.
  await hostPage.getByRole('button', { name: 'Play again' }).click();
  const newRoomId = await expectInLobby(hostPage);
  expect(newRoomId).not.toBe(roomId);
  await expect(guest.page.getByTestId('play-again-invite')).toContainText('A new game is waiting!');
  await captureScreen(guest.page, 'game-07-play-again-invite', { fullPage: false });
  await guest.page.getByRole('button', { name: 'Join the new game' }).click();
  expect(await expectInLobby(guest.page)).toBe(newRoomId);

  // Home, then the account's past games on a laptop: the finished game with its winner and tables.
  await hostPage.setViewportSize(DESKTOP);
  await hostPage.goto('/');
  await hostPage.getByRole('link', { name: 'Your past games' }).click();
  await expect(hostPage).toHaveURL(/\/history$/);
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible();
  await expect(hostPage.getByText(`Winner: ${account.displayName}`)).toBeVisible();
  await hostPage.getByRole('button', { name: 'Show the tables' }).click();
  await expect(hostPage.getByRole('table')).toBeVisible();
  await captureScreen(hostPage, 'game-08-history');

  await hostContext.close();
  await guest.context.close();
});
