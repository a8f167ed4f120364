import { expect, test } from '@playwright/test';
import { answeringLetter, gamePath, startGame } from './support/game';
import { captureScreen, PHONE } from './support/screens';

// Every way out of a running game asks first (docs/product/rules.md#leaving): the logo, Back and Logout, as
// Leave game does. Stay keeps the player in the game; a guest's confirmed Logout leaves it for good while the
// others play on.

test('the logo, Back and Logout ask before leaving a running game, and the others play on', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const game = await startGame(browser, ['host', 'friend', 'third'], { rounds: 2, longestRounds: true });
  const [host, , third] = game.everyone;
  const page = third.page;
  await page.setViewportSize(PHONE);
  await answeringLetter(page, 1, 2);
  const question = page.getByRole('dialog', { name: 'Leave this game?' });

  // The logo: on a phone the signed-in header shows it without the title, so the header fits on one line.
  await captureScreen(page, 'game-09-answering-signed-in-header');
  await page.getByRole('link', { name: 'Name Place Animal Thing, home' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(gamePath(game.roomId, 'game'));

  // Back, to the page before the game.
  await page.goBack();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(gamePath(game.roomId, 'game'));

  // Logout says what a guest loses; Stay keeps the game, Logout leaves it and signs out.
  await page.getByRole('button', { name: 'Logout' }).click();
  const logout = page.getByRole('dialog', { name: 'Log out and leave the game?' });
  await expect(logout).toContainText('logging out deletes your guest profile');
  await logout.getByRole('button', { name: 'Stay' }).click();
  await expect(logout).toBeHidden();
  await expect(page).toHaveURL(gamePath(game.roomId, 'game'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await logout.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Guest' })).toBeVisible();

  // The others are still answering; the third is shown as gone.
  await expect(host.page.getByText(`${third.nickname} left the game`)).toBeAttached();
  await expect(host.page.getByRole('heading', { level: 1, name: 'Write your answers' })).toBeVisible();
  await expect(host.page).toHaveURL(gamePath(game.roomId, 'game'));
});
