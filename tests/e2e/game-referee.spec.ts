import { expect, test, type Page } from '@playwright/test';
import { say } from './support/catalogue';
import { guestSpeaking, type Speaker } from './support/identity';
import { captureScreen } from './support/screens';

// The referee in a German game under 'Der Schiedsrichter entscheidet': every answer on the review's cards
// shows its mark (✓ known with its source, ! doubtful, ? unknown), a doubtful answer starts struck in every
// other player's name, and a player keeps it with 'Behalten'. The room is made through the API, as the
// form would send it, to play the letter F alone.

const GAME = {
  language: 'de',
  rounds: 1,
  letters: ['F'],
  ownCategories: false,
  defaultCategories: ['countries', 'animal', 'city'],
  refereeDecides: true,
};

// Land, Tier, Stadt: the host's are known; Flxqburg and Fxqtal are made up; Frankreich is no animal.
const ANSWERS: readonly Record<string, string>[] = [
  { Land: 'Frankreich', Tier: 'Fuchs', Stadt: 'Frankfurt' },
  { Land: 'Flxqburg', Tier: 'Frankreich', Stadt: 'Florenz' },
  { Land: 'Finnland', Tier: 'Flamingo', Stadt: 'Fxqtal' },
];

const card = (page: Page, categoryId: string) =>
  page.locator(`[data-testid="review-category"][data-category-id="${categoryId}"]`);
const line = (page: Page, categoryId: string, author: string) =>
  card(page, categoryId).locator(`[data-testid="review-answer"][data-author="${author}"]`);

test('a German group reviews under the referee: its marks on every answer, its doubt struck until someone keeps it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await guestSpeaking(browser, 'de-DE', 'Spieler');
  const created = await host.page.request.post('/api/rooms', { data: GAME });
  expect(created.status()).toBe(201);
  const { roomId, joinCode } = (await created.json()) as { roomId: string; joinCode: string };
  await host.page.goto(`/game-room/${roomId}/lobby`);
  const friends: Speaker[] = [];
  for (let index = 0; index < 2; index += 1) {
    // The third player reads the screens in English; the game is German all the same.
    const friend = await guestSpeaking(browser, index === 0 ? 'de-DE' : 'en-GB', 'Spieler');
    const { locale } = friend;
    await friend.page.getByRole('textbox', { name: say(locale, 'home.join.label') }).fill(joinCode);
    await friend.page.getByRole('button', { name: say(locale, 'home.join.submit'), exact: true }).click();
    await expect(friend.page.getByTestId('player-count')).toHaveText(/^\d+\/10/);
    friends.push(friend);
  }
  await expect(host.page.getByTestId('player-count')).toHaveText(/^3\/10/);
  await host.page.getByRole('button', { name: say('de', 'lobby.start.start') }).click();

  const everyone = [host, ...friends];
  for (const [index, { page, locale }] of everyone.entries()) {
    const form = page.getByRole('form', { name: say(locale, 'game.answering.fieldsLabel') });
    const fields = form.getByRole('textbox');
    await expect(fields).toHaveCount(3, { timeout: 20_000 });
    for (const [title, text] of Object.entries(ANSWERS[index] ?? {}))
      await form.getByRole('textbox', { name: title, exact: true }).fill(text);
    await expect(page.getByText(say(locale, 'game.answering.saved'))).toBeVisible();
    await page.getByRole('button', { name: say(locale, 'game.actions.done'), exact: true }).click();
  }

  const { page } = host;
  await expect(page.getByRole('heading', { level: 1, name: say('de', 'scoring.review.title') })).toBeVisible({
    timeout: 25_000,
  });
  const [ana, ben] = everyone.map((player) => player.nickname) as [string, string];
  const mark = (categoryId: string, author: string) =>
    line(page, categoryId, author).getByTestId('referee-mark');
  await expect(mark('countries', ana)).toHaveAttribute('data-verdict', 'known');
  await expect(mark('countries', ana)).toContainText('Land · CLDR');
  await expect(mark('countries', ben)).toHaveAttribute('data-verdict', 'unknown');
  await expect(mark('city', ana)).toContainText('Stadt · GeoNames');
  // Only the referee's unknown answers are left for the group: two of nine.
  await expect(page.locator('[data-testid="referee-mark"][data-verdict="unknown"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="referee-mark"][data-verdict="known"]')).toHaveCount(6);
  await expect(page.getByText(say('de', 'scoring.review.referee.decidesIntro').trim())).toBeVisible();

  // Ben's Frankreich is no animal: the referee doubts it, so it starts struck in Ana's and Cy's names.
  const pager = page.getByRole('navigation', { name: say('de', 'scoring.review.categoriesNav') });
  const benAnimal = line(page, 'animal', ben);
  // The deck shows one card at a time on a phone: move on until the animals' card is the one in sight.
  for (let step = 0; step < 3 && !(await pager.textContent())?.includes('Tier'); step += 1)
    await pager.getByRole('button', { name: say('de', 'scoring.review.nextCategory') }).click();
  await expect(benAnimal).toBeInViewport();
  await expect(benAnimal.getByTestId('referee-mark')).toHaveAttribute('data-verdict', 'doubtful');
  await expect(benAnimal).toContainText(say('de', 'scoring.review.rejected'));
  await expect(benAnimal.getByTestId('challenge-tally')).toHaveText(/^2 von 2/);
  await captureScreen(page, 'review-referee-de');
  await benAnimal.getByRole('button', { expanded: false }).click();
  await expect(benAnimal).toContainText(say('de', 'scoring.review.referee.struck'));
  await benAnimal
    .getByRole('button')
    .filter({ hasText: say('de', 'scoring.review.referee.keep') })
    .click();
  await expect(benAnimal.getByTestId('challenge-tally')).toHaveText(/^1 von 2/);
  await expect(benAnimal).not.toContainText(say('de', 'scoring.review.rejected'));
  // The third player sees the same: the answer is kept, the host overturning the referee.
  const english = friends[1]!.page;
  await expect(line(english, 'animal', ben).getByTestId('challenge-tally')).toHaveText(/^1 of 2/);
  await expect(line(english, 'countries', ana).getByTestId('referee-mark')).toContainText('Country · CLDR');
  await captureScreen(english, 'review-referee-en');

  for (const { page: each, locale } of everyone)
    await each.getByRole('button', { name: say(locale, 'scoring.footer.done'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: say('de', 'scoring.results.title', { round: 1 }) }),
  ).toBeVisible();
  for (const { page: each } of everyone) await each.context().close();
});
