import { expect, test } from '@playwright/test';
import { readQrCode } from './support/qr';
import { createRoom, expectInLobby, newGuest, playerCount } from './support/rooms';
import { captureScreen, PHONE } from './support/screens';

test('a host sets house rules, and a friend who scans the lobby’s QR code off the screen lands in the lobby', async ({
  browser,
  baseURL,
}) => {
  const host = await newGuest(browser, 'Host');
  const { roomId } = await createRoom(host.page, {
    letters: 'No hard letters',
    houseRules: ['20 for the only answer'],
  });
  const settings = host.page.getByRole('region', { name: 'Settings' });
  await expect(settings).toContainText('Letters: no hard letters (without Q U V X Y Z)');
  await expect(settings).toContainText(
    'Scoring: unique 10, shared 5, the only answer in a category 20 (house rules)',
  );
  const qrCode = host.page.getByRole('img', { name: 'QR code of the invite link' });
  const link = await readQrCode(qrCode);
  expect(link).toBe(`${baseURL}/?jc=${roomId}`);

  const friend = await newGuest(browser, 'Scanner');
  await friend.page.goto(link);
  expect(await expectInLobby(friend.page)).toBe(roomId);
  // Everyone sees the rules in force before the start.
  await expect(friend.page.getByRole('region', { name: 'Settings' })).toContainText(
    'the only answer in a category 20',
  );
  await expect(playerCount(host.page)).toHaveText('2/10 players');

  // On a phone the code waits behind a button, reachable by keyboard.
  await host.page.setViewportSize(PHONE);
  await expect(qrCode).toBeHidden();
  await host.page.getByRole('button', { name: 'Show QR code' }).focus();
  await host.page.keyboard.press('Enter');
  await expect(qrCode).toBeVisible();
  expect(await readQrCode(qrCode)).toBe(link);
  await captureScreen(host.page, 'lobby-05-invite-qr');
  await host.context.close();
  await friend.context.close();
});
