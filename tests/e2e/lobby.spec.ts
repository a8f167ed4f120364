import { expect, test } from '@playwright/test';
import { signInAsGuest, uniqueNickname } from './support/identity';
import {
  addCategories,
  createRoom,
  expectInLobby,
  expectReady,
  joinByCode,
  newGuest,
  openCategoriesDialog,
  playerCount,
  playerSlot,
  submitCategories,
} from './support/rooms';
import { captureScreen, PHONE, SMALL_PHONE } from './support/screens';

test.describe('three friends in one lobby', () => {
  test('they gather by code and by link, get ready, and the lobby follows removals and a host who leaves', async ({
    browser,
  }) => {
    // Three browsers and five screens scanned in both schemes: far longer than one screen's test.
    test.setTimeout(300_000);
    // The host creates the game; the form is checked for accessibility on its way.
    const host = await newGuest(browser, 'Host');
    await host.page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(host.page.getByRole('heading', { name: 'Create a game' })).toBeVisible();
    await captureScreen(host.page, 'game-creation');
    // On a small phone Create is in reach at once: it sticks to the window's bottom edge.
    await host.page.setViewportSize(SMALL_PHONE);
    await expect(host.page.getByRole('button', { name: 'Create game' })).toBeInViewport({ ratio: 1 });
    await host.page.setViewportSize(PHONE);
    const { roomId, joinCode } = await createRoom(host.page, { categories: ['Fruit', 'Movie'] });
    await expect(playerSlot(host.page, host.nickname).getByText('Host', { exact: true })).toBeVisible();
    await expectReady(host.page, host.nickname);

    // One friend joins by code, typed in lower case.
    const byCode = await newGuest(browser, 'Coder');
    await joinByCode(byCode.page, joinCode.toLowerCase());

    // One opens the invite link while signed out, plays as a guest, and lands in the lobby.
    const byLinkContext = await browser.newContext();
    const byLinkPage = await byLinkContext.newPage();
    await byLinkPage.goto(`/?jc=${roomId}`);
    await expect(byLinkPage.getByText('Sign in or play as a guest to join', { exact: false })).toBeVisible();
    const byLinkName = uniqueNickname('Linker');
    await byLinkPage.getByRole('textbox', { name: 'Nickname' }).fill(byLinkName);
    await byLinkPage.getByRole('button', { name: 'Play as guest' }).click();
    expect(await expectInLobby(byLinkPage)).toBe(roomId);
    const byLink = { context: byLinkContext, page: byLinkPage, nickname: byLinkName };

    // Everyone sees everyone, live.
    const everyone = [host, byCode, byLink];
    for (const { page } of everyone) {
      await expect(playerCount(page)).toHaveText('3/10 players');
      for (const { nickname } of everyone) await expect(playerSlot(page, nickname)).toBeVisible();
      await expect(playerSlot(page, byLink.nickname).getByText('Not ready')).toBeVisible();
    }

    // Each adds their categories; one equal to another player's is refused under its field.
    await addCategories(byCode.page, 'Colours', 'Songs');
    const dialog = await openCategoriesDialog(byLink.page);
    await submitCategories(dialog, 'Rivers', ' FRUIT ');
    await expect(dialog.getByRole('alert')).toHaveText('This category already exists');
    await expect(dialog.getByLabel('Category 2')).toHaveAttribute('aria-invalid', 'true');
    await captureScreen(byLink.page, 'lobby-categories-dialog', { fullPage: false });
    await submitCategories(dialog, 'Rivers', 'Cars');
    await expect(dialog).toBeHidden();
    for (const { page } of everyone) {
      for (const { nickname } of everyone) await expectReady(page, nickname);
      await expect(page.getByTestId('custom-categories').getByRole('listitem')).toHaveText([
        /Fruit/,
        /Movie/,
        /Colours/,
        /Songs/,
        /Rivers/,
        /Cars/,
      ]);
    }
    await expect(host.page.getByRole('button', { name: 'Start game' })).toBeEnabled();
    await captureScreen(host.page, 'lobby-host');

    // The host's settings dialog.
    await host.page.getByRole('button', { name: 'Edit settings' }).click();
    const settings = host.page.getByRole('dialog', { name: 'Game settings' });
    // The form is a lazy part: shot once it is in, with the house rules at the end.
    await expect(settings.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await expect(settings.getByRole('group', { name: 'House rules' })).toBeAttached();
    await captureScreen(host.page, 'lobby-settings-dialog', { fullPage: false });
    await host.page.keyboard.press('Escape');

    // The host removes the player who came by code: they are told and sent home.
    await host.page.getByRole('button', { name: `Remove ${byCode.nickname}` }).click();
    await host.page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(byCode.page.getByText('The host removed you from this room')).toBeVisible();
    await expect(byCode.page).toHaveURL(/\/$/);
    for (const { page } of [host, byLink]) {
      await expect(playerCount(page)).toHaveText('2/10 players');
      await expect(playerSlot(page, byCode.nickname)).toHaveCount(0);
    }

    // The host leaves; the next player becomes host, and alone cannot start.
    await host.page.getByRole('button', { name: 'Leave', exact: true }).click();
    await host.page.getByRole('dialog').getByRole('button', { name: 'Leave room' }).click();
    await expect(host.page).toHaveURL(/\/$/);
    await expect(playerCount(byLink.page)).toHaveText('1/10 players');
    await expect(playerSlot(byLink.page, byLink.nickname).getByText('Host', { exact: true })).toBeVisible();
    await expect(byLink.page.getByRole('button', { name: 'Start game' })).toBeDisabled();
    await expect(byLink.page.getByText('At least 2 players are needed to start')).toBeVisible();

    for (const { context } of everyone) await context.close();
  });

  test('editing categories makes a player not ready until they save again', async ({ browser }) => {
    const host = await newGuest(browser, 'Host');
    const { joinCode } = await createRoom(host.page);
    const friend = await newGuest(browser, 'Friend');
    await joinByCode(friend.page, joinCode);
    await addCategories(friend.page, 'Rivers', 'Cars');
    await expectReady(host.page, friend.nickname);
    await expect(host.page.getByRole('button', { name: 'Start game' })).toBeEnabled();

    const dialog = await openCategoriesDialog(friend.page);
    await expect(dialog.getByLabel('Category 1')).toHaveValue('Rivers');
    await expect(playerSlot(host.page, friend.nickname).getByText('Not ready')).toBeVisible();
    await expect(host.page.getByRole('button', { name: 'Start game' })).toBeDisabled();
    await expect(host.page.getByText('Every player must be ready to start')).toBeVisible();
    await submitCategories(dialog, 'Rivers', 'Trains');
    await expectReady(host.page, friend.nickname);
    await expect(host.page.getByTestId('custom-categories')).toContainText('Trains');

    await host.context.close();
    await friend.context.close();
  });

  test('a reload keeps the player in their slot, and a closed tab shows them away', async ({ browser }) => {
    const host = await newGuest(browser, 'Host');
    const { roomId, joinCode } = await createRoom(host.page);
    const friend = await newGuest(browser, 'Friend');
    await joinByCode(friend.page, joinCode);
    await expect(playerCount(host.page)).toHaveText('2/10 players');

    await friend.page.reload();
    expect(await expectInLobby(friend.page)).toBe(roomId);
    await expect(playerSlot(friend.page, friend.nickname).getByText('(you)')).toBeVisible();
    await expect(playerCount(friend.page)).toHaveText('2/10 players');
    await expect(playerCount(host.page)).toHaveText('2/10 players');

    await friend.page.close();
    await expect(playerSlot(host.page, friend.nickname).getByText('away')).toBeVisible();
    const back = await friend.context.newPage();
    await back.goto(`/game-room/${roomId}/lobby`);
    await expectInLobby(back);
    await expect(playerSlot(host.page, friend.nickname).getByText('away')).toBeHidden();

    await host.context.close();
    await friend.context.close();
  });
});

test.describe('joining by code', () => {
  test('a wrong code and a full room are told under the field', async ({ browser }) => {
    const host = await newGuest(browser, 'Host');
    const { joinCode } = await createRoom(host.page, { maxPlayers: 2 });
    const friend = await newGuest(browser, 'Friend');
    await joinByCode(friend.page, joinCode);

    const late = await newGuest(browser, 'Late');
    const field = late.page.getByRole('textbox', { name: 'Enter code to join' });
    await field.fill('HJKM99');
    await late.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(late.page.getByRole('alert').filter({ hasText: 'Enter a valid gameCode' })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(joinCode);
    await late.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(late.page.getByRole('alert').filter({ hasText: 'This room is full' })).toBeVisible();
    await expect(late.page).toHaveURL(/\/$/);

    for (const { context } of [host, friend, late]) await context.close();
  });

  test('joining saves a newly chosen character as the profile photo', async ({ browser, page }) => {
    const host = await newGuest(browser, 'Host');
    const { joinCode } = await createRoom(host.page);
    await page.goto('/');
    const nickname = await signInAsGuest(page, uniqueNickname('Picky'));
    await page.getByRole('button', { name: 'Next character' }).click();
    const chosen = await page.locator('[data-avatar]').getAttribute('data-avatar');
    await joinByCode(page, joinCode);
    await expect(playerSlot(host.page, nickname).locator('img')).toHaveAttribute(
      'src',
      `/avatars/${chosen}.svg`,
    );
    await host.context.close();
  });
});
