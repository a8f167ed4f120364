import { expect, test } from '@playwright/test';
import { uniqueNickname } from './support/identity';
import { addCategories, createRoom, expectInLobby, joinByCode, newGuest, playerCount } from './support/rooms';

// The access guard of docs/product/screens.md#room-guard on every room screen, against real rooms.

test.describe('room guards', () => {
  test('a signed-out visitor of a lobby is sent home with the join code, and in after signing in', async ({
    browser,
    page,
  }) => {
    const host = await newGuest(browser, 'Host');
    const { roomId } = await createRoom(host.page);
    await page.goto(`/game-room/${roomId}/lobby`);
    await expect(page).toHaveURL(new RegExp(`/\\?jc=${roomId}$`));
    await page.getByRole('textbox', { name: 'Nickname' }).fill(uniqueNickname('Visitor'));
    await page.getByRole('button', { name: 'Play as guest' }).click();
    expect(await expectInLobby(page)).toBe(roomId);
    await expect(playerCount(host.page)).toHaveText('2/10 players');
    await host.context.close();
  });

  test('a signed-in player opening an invite link lands in the lobby', async ({ browser }) => {
    const host = await newGuest(browser, 'Host');
    const { roomId } = await createRoom(host.page);
    const friend = await newGuest(browser, 'Friend');
    await friend.page.goto(`/?jc=${roomId}`);
    expect(await expectInLobby(friend.page)).toBe(roomId);
    await expect(playerCount(host.page)).toHaveText('2/10 players');
    await host.context.close();
    await friend.context.close();
  });

  test('an unknown room and unknown paths under a room lead home', async ({ browser, page }) => {
    const host = await newGuest(browser, 'Host');
    const { roomId } = await createRoom(host.page);
    await host.page.goto('/game-room/no-such-room/lobby');
    await expect(host.page).toHaveURL(/\/$/);
    // Signed in, the player is told why.
    await expect(host.page.getByText('This room does not exist')).toBeVisible();
    await host.page.goto(`/game-room/${roomId}/whatever`);
    await expect(host.page).toHaveURL(/\/$/);
    await expect(host.page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await page.goto('/game-room/no-such-room/game');
    await expect(page).toHaveURL(/\/$/);
    await host.context.close();
  });

  test('the host starts with two ready players, both land on the game, and outsiders only watch', async ({
    browser,
    page,
  }) => {
    // Three browsers and a dozen page loads: 38 s on a quiet run, too close to the default 60 s limit
    // when the other worker plays a whole game beside it.
    test.setTimeout(120_000);
    const host = await newGuest(browser, 'Host');
    const { roomId, joinCode } = await createRoom(host.page);
    const friend = await newGuest(browser, 'Friend');
    await joinByCode(friend.page, joinCode);
    await addCategories(friend.page, 'Rivers', 'Cars');
    await host.page.getByRole('button', { name: 'Start game' }).click();
    for (const { page: player } of [host, friend]) {
      await expect(player).toHaveURL(new RegExp(`/game-room/${roomId}/game$`));
    }

    // A player of the started game comes back to any of its screens; the lobby moves them on to it.
    await friend.page.reload();
    await expect(friend.page).toHaveURL(new RegExp(`/game-room/${roomId}/game$`));
    await friend.page.goto(`/game-room/${roomId}/lobby`);
    await expect(friend.page).toHaveURL(new RegExp(`/game-room/${roomId}/game$`));

    // A signed-in user without a slot watches, from whichever screen of the room they open; a signed-out
    // visitor signs in first, with the room kept in the link.
    const outsider = await newGuest(browser, 'Outsider');
    for (const screen of ['lobby', 'game', 'scoring', 'result']) {
      await outsider.page.goto(`/game-room/${roomId}/${screen}`);
      await expect(outsider.page).toHaveURL(new RegExp(`/game-room/${roomId}/game$`));
    }
    await expect(outsider.page.getByText('You are watching this game.')).toBeVisible();
    await page.goto(`/game-room/${roomId}/lobby`);
    await expect(page).toHaveURL(new RegExp(`/\\?jc=${roomId}$`));
    await expect(page.getByRole('tab', { name: 'Guest' })).toBeEnabled();

    for (const { context } of [host, friend, outsider]) await context.close();
  });
});
