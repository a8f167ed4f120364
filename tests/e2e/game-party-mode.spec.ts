import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { say } from './support/catalogue';
import { answerFields, answeringLetter, expectReview, gamePath, hostMovesOn } from './support/game';
import { readQrCode } from './support/qr';
import { addCategories, createRoom, expectInLobby, newGuest, type Player } from './support/rooms';
import { captureScreen, expectNoSeriousA11yIssues, picture } from './support/screens';

// Party mode: the host opens the big screen on a TV (1920×1080, in German, signed out), three friends join by
// the QR code on it, everyone answers on their phones, and the host reveals the answers one by one on the TV
// with Next; at the end a phone shares the podium as a picture.

const TV = { width: 1920, height: 1080 } as const;
const de = (key: string, args: Record<string, unknown> = {}) => say('de', key, args);

/** The big screen's pictures at 1920×1080 and its accessibility scan, at each phase. */
async function lookAtScreen(screen: Page, name: string): Promise<void> {
  await screen.evaluate(() => document.fonts.ready);
  // Each answer rises in with a short animation; a scan in the middle of it reads its colours half faded.
  await screen.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        ),
  );
  await picture(screen, `party-${name}-1920x1080-de`);
  await expectNoSeriousA11yIssues(screen);
  // Nothing runs off the TV's edges.
  expect(await screen.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The answers out on the big screen now: 'Name: answer' in the order they came out. */
function revealedAnswers(screen: Page) {
  return screen.getByTestId('reveal-answer');
}

test('a room plays one round looking at the big screen, the host reveals every answer in order, and a phone shares the podium', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const host = await newGuest(browser, 'host');
  const { roomId } = await createRoom(host.page, { rounds: 1 });
  await host.page.getByRole('button', { name: 'Show on a big screen' }).click();
  const screenLink = await host.page.getByLabel('Big screen link').inputValue();
  expect(new URL(screenLink).pathname).toBe(`/screen/${roomId}`);
  await expect(host.page.getByRole('img', { name: 'QR code of the big screen link' })).toBeVisible();
  await captureScreen(host.page, 'party-01-lobby-host');

  // The TV: nobody signed in, its own language.
  const tvContext = await browser.newContext({ locale: 'de-DE', viewport: TV });
  const screen = await tvContext.newPage();
  await screen.goto(screenLink);
  const qr = screen.getByRole('img', { name: de('bigScreen.lobby.qrLabel') });
  await expect(qr).toBeVisible();
  const joinLink = await readQrCode(qr);
  expect(new URL(joinLink).search).toBe(`?jc=${roomId}`);
  await lookAtScreen(screen, '01-lobby');

  // Three friends scan it: each signs in as a guest and follows the code's link into the lobby.
  const friends: Player[] = [];
  for (const [index, name] of ['ana', 'ben', 'cy'].entries()) {
    const friend = await newGuest(browser, name);
    await friend.page.goto(joinLink);
    await expectInLobby(friend.page);
    await addCategories(friend.page, `Sport ${index + 1}`, `Band ${index + 1}`);
    friends.push(friend);
    await expect(screen.getByTestId('screen-player')).toHaveCount(index + 2);
  }
  await expect(friends[0]!.page.getByText(/This room plays on a big screen/)).toBeVisible();
  await lookAtScreen(screen, '02-lobby-full');
  const everyone = [host, ...friends];
  await host.page.getByRole('button', { name: 'Start game' }).click();
  for (const { page } of everyone) await expect(page).toHaveURL(gamePath(roomId, 'game'));

  // Everyone answers the first two categories on their phone; the screen shows their progress, no text.
  const letter = await answeringLetter(host.page, 1, 1);
  await expect(screen.getByTestId('screen-letter')).toContainText(letter);
  const answerOf = (seat: number, field: number) =>
    `${letter}${['mber', 'zur', 'lto', 'rwen'][seat]}${field}x`;
  for (const [seat, { page }] of everyone.entries()) {
    await answeringLetter(page, 1, 1);
    for (const field of [0, 1]) await answerFields(page).nth(field).fill(answerOf(seat, field));
    await expect(page.getByText('All answers saved')).toBeVisible();
  }
  await expect(screen.getByTestId('screen-progress')).toHaveCount(4);
  await lookAtScreen(screen, '03-answering');
  expect(await screen.content()).not.toContain(answerOf(1, 0));
  await captureScreen(friends[0]!.page, 'party-02-answer-pad');
  for (const { page } of everyone) await page.getByRole('button', { name: 'Done', exact: true }).click();

  // The reveal: nothing out until the host presses Next, then one answer at a time, category by category,
  // players in seat order.
  for (const { page } of everyone) await expectReview(page, roomId);
  await expect(screen.getByText(de('bigScreen.reveal.getReady'))).toBeVisible();
  await expect(revealedAnswers(screen)).toHaveCount(0);
  await lookAtScreen(screen, '04-reveal-ready');
  const next = host.page.getByRole('button', { name: 'Next answer' });
  for (const field of [0, 1]) {
    for (const [seat, player] of everyone.entries()) {
      await next.click();
      const out = revealedAnswers(screen);
      await expect(out).toHaveCount(seat + 1);
      await expect(out.last()).toHaveAttribute('aria-label', `${player.nickname}: ${answerOf(seat, field)}`);
      if (field === 0 && seat === 1) await lookAtScreen(screen, '05-reveal');
    }
  }
  await expect(next).toBeDisabled();
  await expect(host.page.getByText('Big screen: 8 of 8 answers revealed')).toBeVisible();
  await captureScreen(host.page, 'party-03-review-host-remote');

  // Round results, then the podium on the screen and a picture of it from a phone.
  await host.page.getByRole('button', { name: 'Continue' }).click();
  await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  await lookAtScreen(screen, '06-round-results');
  await hostMovesOn(host.page, 'See final results');
  const phone = friends[0]!.page;
  await expect(phone).toHaveURL(gamePath(roomId, 'result'), { timeout: 20_000 });
  await expect(screen.getByTestId('podium-step').first()).toBeVisible();
  await lookAtScreen(screen, '07-podium');

  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('button', { name: 'Share', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^results-\d{4}-\d{2}-\d{2}\.png$/);
  const png = readFileSync((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
  // And it decodes: a blank page (no content policy) draws it.
  const blank = await friends[0]!.context.newPage();
  const decoded = await blank.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    return [bitmap.width, bitmap.height];
  }, png.toString('base64'));
  expect(decoded).toEqual([1080, 1350]);
  // The final results themselves are pictured and scanned in game-round-timer.spec.ts.
  await expect(phone.getByText('Picture ready: it is in your downloads')).toBeVisible();
  for (const { context } of [...everyone, { context: tvContext }]) await context.close();
});
