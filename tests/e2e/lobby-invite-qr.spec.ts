import { expect, test } from '@playwright/test';
import { readQrCode } from './support/qr';
import { createRoom, expectInLobby, newGuest, playerCount } from './support/rooms';
import { captureScreen, PHONE } from './support/screens';

test('a friend who scans the lobby’s QR code off the host’s screen lands in the lobby', async ({
  browser,
  baseURL,
}) => {
  const host = await newGuest(browser, 'Host');
  const { roomId } = await createRoom(host.page);
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
  await host.context.close();
  await friend.context.close();
});
