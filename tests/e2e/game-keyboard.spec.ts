import { expect, test, type Page } from '@playwright/test';
import { answeringLetter, categoryTitles, expectReview, gamePath, startGame } from './support/game';

// The game works by keyboard alone. The host plays a round without touching the mouse.

/** Presses Tab until the focused element is the button named `name` (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached '${name}'`);
}

test('a player answers, finishes, reviews and continues with the keyboard alone', async ({ browser }) => {
  test.setTimeout(120_000);
  const game = await startGame(browser, ['host', 'friend'], { rounds: 1, longestRounds: true });
  const [host, friend] = game.everyone;
  const letter = await answeringLetter(host.page, 1, 1);
  const titles = await categoryTitles(host.page);
  const form = host.page.getByRole('form', { name: 'Your answers' });

  // Enter moves from one answer to the next, as on a paper form.
  await form.getByLabel(titles[0]!, { exact: true }).focus();
  for (const [index] of titles.entries()) {
    await host.page.keyboard.type(`${letter}ab${index}`);
    await host.page.keyboard.press('Enter');
  }
  for (const [index, title] of titles.entries()) {
    await expect(form.getByLabel(title, { exact: true })).toHaveValue(`${letter}ab${index}`);
  }
  await expect(host.page.getByText('All answers saved')).toBeVisible();
  await tabTo(host.page, 'Done');
  await host.page.keyboard.press('Enter');
  await expect(host.page.getByText('You are done. Waiting for the others…')).toBeVisible();

  await friend.page.getByRole('button', { name: 'Done', exact: true }).click();
  await expectReview(host.page, game.roomId);
  await tabTo(host.page, 'Done reviewing');
  await host.page.keyboard.press('Enter');
  await expect(host.page.getByTestId('review-done-count')).toHaveText('1 of 2 done');
  await tabTo(host.page, 'Continue');
  await host.page.keyboard.press('Enter');
  await expect(host.page.getByRole('heading', { name: 'Round 1 scores' })).toBeVisible();
  await tabTo(host.page, 'See final results');
  await host.page.keyboard.press('Enter');
  await expect(host.page).toHaveURL(gamePath(game.roomId, 'result'));

  for (const { context } of game.everyone) await context.close();
});
