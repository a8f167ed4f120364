import { expect, test } from '@playwright/test';
import { answerFields, answeringLetter, gamePath, startGame } from './support/game';
import { captureScreen, captureWindow, PHONE, SMALL_PHONE } from './support/screens';

// Every way out of a running game asks first (docs/product/rules.md#leaving): the logo, Back and Logout, as
// Leave game does. Stay keeps the player in the game; a guest's confirmed Logout leaves it for good while the
// others play on. A player's other tab finds the game again (the banner) and shares its drafts; when the host
// leaves, the last player is told they host and the game ends with its results (docs/product/rules.md#leaving).

test('the logo, Back and Logout ask before leaving; a closed tab finds its way back; a lone player gets the results', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const game = await startGame(browser, ['host', 'friend', 'third'], { rounds: 2, longestRounds: true });
  const [host, friend, third] = game.everyone;
  const page = third.page;
  await page.setViewportSize(PHONE);
  const letter = await answeringLetter(page, 1, 2);
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

  // A second tab of the host, opened on another page, offers the way back into the game.
  const secondTab = await host.context.newPage();
  await secondTab.setViewportSize(PHONE);
  await secondTab.goto('/credits');
  const banner = secondTab.getByRole('region', { name: 'Your game is still on' });
  await expect(banner).toContainText('Round 1 of 2');
  await captureScreen(secondTab, 'home-10-running-game-banner');
  await secondTab.setViewportSize(SMALL_PHONE);
  await captureWindow(secondTab, 'home-10-running-game-banner-360x740');
  await banner.getByRole('link', { name: 'Rejoin' }).click();
  await expect(secondTab).toHaveURL(gamePath(game.roomId, 'game'));
  await expect(banner).toBeHidden();

  // What the host types in one tab shows in the other (last write wins per field, never a mix).
  const firstInSecondTab = answerFields(secondTab).first();
  await answerFields(host.page).first().fill(`${letter}ardvark`);
  await expect(firstInSecondTab).toHaveValue(`${letter}ardvark`);
  await firstInSecondTab.fill(`${letter}lbatross`);
  await expect(answerFields(host.page).first()).toHaveValue(`${letter}lbatross`);
  await secondTab.close();

  // The host leaves: the friend hears they host now, and alone, the game ends with its results.
  await host.page.getByRole('button', { name: 'Leave game' }).first().click();
  await host.page
    .getByRole('dialog', { name: 'Leave this game?' })
    .getByRole('button', { name: 'Leave game' })
    .click();
  await expect(host.page).toHaveURL(/\/$/);
  const toasts = friend.page.getByRole('region', { name: 'Notifications F8', exact: true });
  await expect(toasts.getByText('You are now the host.')).toBeVisible();
  await expect(friend.page).toHaveURL(gamePath(game.roomId, 'result'));
  await expect(friend.page.getByText('Everyone else left before a round was scored')).toBeVisible();
  await captureScreen(friend.page, 'result-03-ended-early');
  await friend.page.setViewportSize(SMALL_PHONE);
  await captureWindow(friend.page, 'result-03-ended-early-360x740');
});
