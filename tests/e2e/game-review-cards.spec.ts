import { expect, test, type Page } from '@playwright/test';
import { say } from './support/catalogue';
import { guestSpeaking, type Speaker } from './support/identity';
import { captureScreen, captureWindow, SMALL_PHONE } from './support/screens';

// The review on a phone: one card per category, moved through with the buttons or by swiping, each answer on
// a line that opens its actions, the letter, the countdown and 'Kategorie 2 von 6' pinned at the top and Done
// and Continue at the bottom. Six German players, six German categories, at 390×844.

/** The pixels between the pinned round header and the pinned bottom bar: what a card may take. */
async function roomForACard(page: Page): Promise<number> {
  const header = await page.getByTestId('round-header').boundingBox();
  const bar = await page.getByRole('group', { name: say('de', 'scoring.footer.label') }).boundingBox();
  return (bar?.y ?? 0) - (header?.y ?? 0) - (header?.height ?? 0);
}

test('six players review a German round on phones, one card per category, without scrolling a card', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const host = await guestSpeaking(browser, 'de-DE', 'Spieler');
  await host.page.getByRole('button', { name: say('de', 'home.welcome.start'), exact: true }).click();
  const rounds = host.page.getByRole('group', { name: say('de', 'settingsForm.rounds') });
  for (let step = 0; step < 5; step += 1)
    await rounds.getByRole('button', { name: say('de', 'settingsForm.fewerRounds') }).click();
  await host.page
    .getByRole('switch', { name: new RegExp(`^${say('de', 'settingsForm.ownCategories')}`) })
    .uncheck();
  await host.page.getByRole('button', { name: say('de', 'gameCreation.create') }).click();
  await expect(host.page.getByRole('heading', { level: 1, name: say('de', 'lobby.title') })).toBeVisible();
  const code = (await host.page.getByTestId('join-code').textContent())?.trim() ?? '';
  const friends: Speaker[] = [];
  for (let index = 0; index < 5; index += 1) {
    const friend = await guestSpeaking(browser, 'de-DE', 'Spieler');
    await friend.page.getByRole('textbox', { name: say('de', 'home.join.label') }).fill(code);
    await friend.page.getByRole('button', { name: say('de', 'home.join.submit'), exact: true }).click();
    // Seated, not only on the lobby's page: the count shows only in a view that seats the player.
    await expect(friend.page.getByTestId('player-count')).toHaveText(/^\d+\/10/);
    friends.push(friend);
  }
  await expect(host.page.getByTestId('player-count')).toHaveText(/^6\/10/);
  const everyone = [host, ...friends];
  await host.page.getByRole('button', { name: say('de', 'lobby.start.start') }).click();

  const answering = (page: Page) =>
    page.getByRole('heading', { level: 1, name: say('de', 'game.answering.title') });
  for (const { page } of everyone) await expect(answering(page)).toBeVisible({ timeout: 20_000 });
  const letter = (await host.page.getByTestId('round-letter').first().getAttribute('data-letter')) ?? 'A';
  // Every player answers every category: in the first two write the same, in the second two almost the same,
  // in the third two the same in two spellings.
  const words = ['apfelbaum', 'bananenschale', 'kirschkern', 'zitronensaft', 'melonenkern', 'pflaumenmus'];
  const answerOf = (player: number, field: number) => {
    if (field === 0) return `${letter}${player < 2 ? 'ahlen' : words[player]}`;
    if (field === 1) return `${letter}${player < 2 ? 'amsterdam' : words[player]}${player === 1 ? 'm' : ''}`;
    // German spells ü as ue without the key: the same answer.
    if (field === 2 && (player === 2 || player === 3))
      return `${letter}${player === 2 ? 'zürich' : 'zuerich'}`;
    return `${letter}${words[player]}${field}`;
  };
  for (const [index, { page }] of everyone.entries()) {
    const form = page.getByRole('form', { name: say('de', 'game.answering.fieldsLabel') });
    const fields = form.getByRole('textbox');
    await expect(fields).toHaveCount(6);
    for (let field = 0; field < 6; field += 1) await fields.nth(field).fill(answerOf(index, field));
    await expect(page.getByText(say('de', 'game.answering.saved'))).toBeVisible();
    await page.getByRole('button', { name: say('de', 'game.actions.done'), exact: true }).click();
  }

  const reviewTitle = say('de', 'scoring.review.title');
  for (const { page } of everyone)
    await expect(page.getByRole('heading', { level: 1, name: reviewTitle })).toBeVisible({ timeout: 25_000 });
  const { page } = host;
  const pager = page.getByRole('navigation', { name: say('de', 'scoring.review.categoriesNav') });
  const cards = page.getByTestId('review-category');
  await expect(cards).toHaveCount(6);
  // The same answers are boxed as one group, the almost-same pair boxed with Join.
  await expect(cards.nth(0).getByTestId('duplicate-group').getByTestId('review-answer')).toHaveCount(2);
  await expect(cards.nth(1).getByTestId('maybe-same').getByTestId('review-answer')).toHaveCount(2);
  await expect(cards.nth(2).getByTestId('duplicate-group').getByTestId('answer-text')).toHaveText([
    `${letter}zürich`,
    `${letter}zuerich`,
  ]);
  await captureScreen(page, 'review-cards-01-de');
  await page.setViewportSize(SMALL_PHONE);
  await captureWindow(page, 'review-cards-01-de-360x740');
  await page.setViewportSize({ width: 390, height: 844 });

  // Card by card with Next: each card fits between the pinned header and the bar, nothing inside scrolls.
  for (let index = 0; index < 6; index += 1) {
    await expect(pager).toContainText(say('de', 'scoring.review.position', { number: index + 1, total: 6 }));
    const card = cards.nth(index);
    await expect(card).toBeInViewport({ ratio: 1 });
    const box = await card.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(await roomForACard(page));
    expect(await card.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    if (index < 5)
      await pager.getByRole('button', { name: say('de', 'scoring.review.nextCategory') }).click();
  }
  await pager.getByRole('button', { name: say('de', 'scoring.review.previousCategory') }).click();
  await expect(pager).toContainText(say('de', 'scoring.review.position', { number: 5, total: 6 }));

  // A swipe moves the cards too: the row scrolls to the first card, and the pager follows.
  await page.getByTestId('review-deck').evaluate((row) => row.scrollTo({ left: 0 }));
  await expect(pager).toContainText(say('de', 'scoring.review.position', { number: 1, total: 6 }));

  // The group moves with the host: a friend's deck follows the host's card until the friend moves on their
  // own; then 'Zu <host>' takes them back.
  const position = (number: number) => say('de', 'scoring.review.position', { number, total: 6 });
  const next = pager.getByRole('button', { name: say('de', 'scoring.review.nextCategory') });
  const friendPager = friends[0]!.page.getByRole('navigation', {
    name: say('de', 'scoring.review.categoriesNav'),
  });
  await expect(friendPager).toContainText(position(1));
  const friendDeck = friends[0]!.page.getByTestId('review-deck');
  const deckTop = async () => (await friendDeck.boundingBox())?.y;
  const followingTop = await deckTop();
  await captureWindow(friends[0]!.page, 'review-cards-03-de-following');
  await next.click();
  await expect(friendPager).toContainText(position(2));
  await friendPager.getByRole('button', { name: say('de', 'scoring.review.previousCategory') }).click();
  await next.click();
  const goToHost = friendPager.getByRole('button', {
    name: say('de', 'scoring.review.followHost', { name: host.nickname, number: 3 }),
  });
  await expect(goToHost).toBeVisible();
  await expect(friendPager).toContainText(position(1));
  // The way back fills the line kept for it: the friend's cards stay where their finger is.
  expect(await deckTop()).toBe(followingTop);
  await captureWindow(friends[0]!.page, 'review-cards-03-de-apart');
  await goToHost.click();
  await expect(friendPager).toContainText(position(3));
  await page.getByTestId('review-deck').evaluate((row) => row.scrollTo({ left: 0 }));
  await expect(friendPager).toContainText(position(1));

  // Tapping a friend's answer opens its actions; the challenge's tally shows on the line for everyone.
  const first = cards.first();
  const category = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const line = first.getByTestId('review-answer').filter({ hasText: friends[2]!.nickname });
  await line.getByRole('button', { expanded: false }).click();
  const about = { name: friends[2]!.nickname, text: answerOf(3, 0), category };
  await line.getByRole('button', { name: say('de', 'scoring.review.challengeLabel', about) }).click();
  await expect(
    friends[2]!.page.getByTestId('review-answer').filter({ hasText: friends[2]!.nickname }).first(),
  ).toContainText(say('de', 'scoring.review.tally', { count: 1, needed: 3 }));
  await captureScreen(page, 'review-cards-02-de-open');

  // Done and Continue are pinned at the bottom, in sight on whichever card a player is.
  for (const friend of friends) {
    const done = friend.page.getByRole('button', { name: say('de', 'scoring.footer.done'), exact: true });
    await expect(done).toBeInViewport();
    await done.click();
  }
  await expect(page.getByTestId('review-done-count')).toHaveText(
    say('de', 'scoring.footer.doneCount', { done: 5, total: 6 }),
  );
  const continueButton = page.getByRole('button', {
    name: say('de', 'scoring.footer.continue'),
    exact: true,
  });
  await expect(continueButton).toBeInViewport();
  await continueButton.click();
  await expect(
    page.getByRole('heading', { level: 1, name: say('de', 'scoring.results.title', { round: 1 }) }),
  ).toBeVisible();
  // The results open at their top, wherever the review was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const each of everyone) await each.page.context().close();
});
