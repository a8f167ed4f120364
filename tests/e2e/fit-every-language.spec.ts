import { expect, test, type Page } from '@playwright/test';
import { say } from './support/catalogue';
import { bannerProblems, headerProblems, ringProblems, sentenceProblems } from './support/fit';
import { answeringLetter, categoryTitles, expectReview, typeAnswers, word, startGame } from './support/game';
import { DESKTOP, expectNoSeriousA11yIssues, PHONE, picture, SMALL_PHONE } from './support/screens';

// Decision 061: at 360 px, in each of the six languages, the header keeps its logo and a one-line sign-out,
// the countdown's digits sit inside its ring and its word is whole, and the round results say 'Next round in
// 12'. One game, its screens measured in every language in turn through the language menu.

const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'tr'] as const;
type Locale = (typeof LOCALES)[number];
/** The languages pictured (with E2E_SCREENSHOTS=1) at three window sizes. */
const PICTURED: readonly Locale[] = ['en', 'de', 'fr', 'tr'];

/** Switches the page's language through the header's menu, from `from` to `to`. */
async function speak(page: Page, from: Locale, to: Locale): Promise<void> {
  if (from === to) return;
  await page.getByRole('combobox', { name: say(from, 'languageMenu.label') }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Runs `check` in every language (ending in English) and expects it to find nothing wrong. */
async function inEveryLanguage(page: Page, check: (locale: Locale) => Promise<string[]>): Promise<void> {
  let current: Locale = 'en';
  for (const locale of [...LOCALES.slice(1), 'en'] as const) {
    await speak(page, current, locale);
    current = locale;
    expect(await check(locale), `${locale} at ${page.viewportSize()?.width} px`).toEqual([]);
  }
}

function header(page: Page, locale: Locale): Promise<string[]> {
  return headerProblems(page, page.getByRole('button', { name: say(locale, 'app.logout'), exact: true }));
}

/** Pictures of the screen in the pictured languages at 360, 390 and 1440 px, when pictures are asked for. */
async function pictures(
  page: Page,
  name: string,
  { sizes = [SMALL_PHONE, PHONE, DESKTOP], locales = PICTURED } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  let current: Locale = 'en';
  for (const locale of locales) {
    await speak(page, current, locale);
    current = locale;
    for (const size of sizes) {
      await page.setViewportSize(size);
      await picture(page, `${name}-${locale}-${size.width}`, { fullPage: true });
    }
  }
  await speak(page, current, 'en');
  await page.setViewportSize(SMALL_PHONE);
}

test('the header and the countdown fit at 360 px in every language, and round results say when the next round starts', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const game = await startGame(browser, ['host', 'friend'], {
    rounds: 2,
    longestRounds: true,
    endMode: 'Fastest Finger',
  });
  const [host, friend] = game.everyone;
  const page = host.page;
  await page.setViewportSize(SMALL_PHONE);

  // Answering: the ring says 'left' under its seconds.
  const letter = await answeringLetter(page, 1, 2);
  await inEveryLanguage(page, async (locale) => [
    ...(await header(page, locale)),
    ...(await ringProblems(page)),
  ]);
  await expect(page.getByTestId('countdown-word')).toHaveText(say('en', 'gamePanels.timeLeft'));
  await expectNoSeriousA11yIssues(page);
  await pictures(page, 'fit-answering');

  // After a STOP the others have 10 seconds, and the ring says 'Hurry!': the friend's screen, measured at once.
  const titles = await categoryTitles(page);
  await typeAnswers(
    page,
    Object.fromEntries(titles.map((title, i) => [title, word(letter, `a${'x'.repeat(i)}`)])),
  );
  await page.getByRole('button', { name: 'STOP', exact: true }).click();
  await friend.page.setViewportSize(SMALL_PHONE);
  await expect(friend.page.getByRole('timer')).toHaveAttribute('data-urgent', 'true');
  await inEveryLanguage(friend.page, async () => ringProblems(friend.page));
  await expect(friend.page.getByTestId('countdown-word')).toHaveText(say('en', 'gamePanels.hurry'));
  // At 360 px only: the 10 seconds end soon, and the screen pictured must still be this one.
  await pictures(friend.page, 'fit-answering-hurry', { sizes: [SMALL_PHONE] });

  // Review: the same ring, under a longer heading.
  await expectReview(page, game.roomId);
  await inEveryLanguage(page, async (locale) => [
    ...(await header(page, locale)),
    ...(await ringProblems(page)),
  ]);
  await expectNoSeriousA11yIssues(page);
  await pictures(page, 'fit-review');
  await page.getByRole('button', { name: say('en', 'scoring.footer.continue'), exact: true }).click();

  // Round results: 'Next round in 12', a sentence on one line beside a small ring. Measured on the friend's
  // screen while the host's is pictured, the rest pictured on the friend's: the screen moves on after 15 s.
  for (const { page: each } of game.everyone)
    await expect(each.getByTestId('countdown-sentence')).toHaveText(/^Next round in \d+$/, {
      timeout: 15_000,
    });
  await Promise.all([
    (async () => {
      await inEveryLanguage(friend.page, async (locale) => [
        ...(await header(friend.page, locale)),
        ...(await sentenceProblems(friend.page)),
      ]);
      await expectNoSeriousA11yIssues(friend.page);
      await pictures(friend.page, 'fit-round-results', { locales: PICTURED.slice(2) });
    })(),
    pictures(page, 'fit-round-results', { locales: PICTURED.slice(0, 2) }),
  ]);

  // Elsewhere during the game, the banner that leads back to it sits under the same header.
  await answeringLetter(friend.page, 2, 2);
  await friend.page.goto('/');
  const banner = friend.page.getByRole('region', { name: say('en', 'app.runningGame.title') });
  await expect(banner).toBeVisible();
  // Also where the header gets the app's name back (768 px), and where the guide becomes a panel (1024 px).
  await inEveryLanguage(friend.page, async (locale) => {
    const problems = [
      ...(await header(friend.page, locale)),
      ...(await bannerProblems(friend.page.locator('section[aria-labelledby="running-game-title"]'))),
    ];
    for (const width of [640, 768, 1024]) {
      await friend.page.setViewportSize({ width, height: SMALL_PHONE.height });
      problems.push(...(await header(friend.page, locale)).map((problem) => `${problem} at ${width} px`));
    }
    await friend.page.setViewportSize(SMALL_PHONE);
    return problems;
  });
  await expectNoSeriousA11yIssues(friend.page);
  await pictures(friend.page, 'fit-home-running-game');
});
