import { expect, test } from '@playwright/test';
import { say } from './support/catalogue';
import { answerFields, hostMovesOn, word } from './support/game';
import { guestSpeaking, type Speaker } from './support/identity';
import { capturePhone, captureScreen } from './support/screens';

// Decisions 032 and 033: a German host, a French and a Turkish friend play a German game, each on screens in their own
// language, with the German categories and the German rules of spelling for everyone.

const GERMAN_CATEGORIES = ['Beruf', 'Fluss', 'Land', 'Name', 'Stadt', 'Tier'];

async function joinByCode({ page, locale }: Speaker, code: string): Promise<void> {
  await page.getByRole('textbox', { name: say(locale, 'home.join.label') }).fill(code);
  await page.getByRole('button', { name: say(locale, 'home.join.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: say(locale, 'lobby.title') })).toBeVisible();
}

async function expectAnswering({ page, locale }: Speaker): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: say(locale, 'game.answering.title') });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('round-number')).toHaveText(
    say(locale, 'gamePanels.round', { number: 1, rounds: 1 }),
    { ignoreCase: true },
  );
  return (await page.getByTestId('round-letter').first().getAttribute('data-letter')) ?? '';
}

async function categoryTitles({ page, locale }: Speaker): Promise<string[]> {
  const labels = page.getByRole('form', { name: say(locale, 'game.answering.fieldsLabel') }).locator('label');
  return (await labels.allTextContents()).map((text) => text.trim());
}

async function answer({ page, locale }: Speaker, answers: Record<string, string>): Promise<void> {
  const form = page.getByRole('form', { name: say(locale, 'game.answering.fieldsLabel') });
  for (const [title, text] of Object.entries(answers))
    await form.getByLabel(title, { exact: true }).fill(text);
  await expect(page.getByText(say(locale, 'game.answering.saved'))).toBeVisible();
}

test('a German host, a French and a Turkish friend play a German game, each in their own language', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const host = await guestSpeaking(browser, 'de-DE', 'Gast');
  await capturePhone(host.page, 'languages-01-home-de');
  await host.page.getByRole('button', { name: say('de', 'home.welcome.start'), exact: true }).click();

  // The game's language starts as the host's, with Stadt Land Fluss and no Q, X, Y.
  await expect(host.page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  const rounds = host.page.getByRole('group', { name: say('de', 'settingsForm.rounds') });
  for (let step = 0; step < 5; step += 1)
    await rounds.getByRole('button', { name: say('de', 'settingsForm.fewerRounds') }).click();
  await host.page
    .getByRole('switch', { name: new RegExp(`^${say('de', 'settingsForm.ownCategories')}`) })
    .uncheck();
  await captureScreen(host.page, 'languages-02-creation-de');
  await host.page.getByRole('button', { name: say('de', 'gameCreation.create') }).click();
  await expect(host.page.getByRole('heading', { level: 1, name: say('de', 'lobby.title') })).toBeVisible();
  const code = (await host.page.getByTestId('join-code').textContent())?.trim() ?? '';

  const french = await guestSpeaking(browser, 'fr-FR', 'Invite');
  const turkish = await guestSpeaking(browser, 'tr-TR', 'Misafir');
  await capturePhone(turkish.page, 'languages-01-home-tr');
  await joinByCode(french, code);
  await joinByCode(turkish, code);
  // Each reads the lobby in their language; the game is German for all of them.
  for (const { page, locale } of [host, french, turkish]) {
    const settings = page.getByRole('region', { name: say(locale, 'lobby.settings.heading') });
    await expect(settings).toContainText('Deutsch');
    for (const title of ['Stadt', 'Land', 'Fluss'])
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await captureScreen(host.page, 'languages-03-lobby-de');
  await capturePhone(turkish.page, 'languages-03-lobby-tr');

  // The language menu switches at once, without a reload, and the choice stays.
  await french.page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
  await french.page.getByRole('combobox', { name: say('fr', 'languageMenu.label') }).selectOption('es');
  await expect(french.page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(french.page.getByRole('heading', { level: 1, name: say('es', 'lobby.title') })).toBeVisible();
  expect(await french.page.evaluate(() => 'beforeSwitch' in window)).toBe(true);
  await french.page.getByRole('combobox', { name: say('es', 'languageMenu.label') }).selectOption('fr');
  await expect(french.page.locator('html')).toHaveAttribute('lang', 'fr');

  await host.page.getByRole('button', { name: say('de', 'lobby.start.start') }).click();
  for (const { page } of [host, french, turkish]) await expect(page).toHaveURL(/\/game-room\/[^/]+\/game$/);
  const letter = await expectAnswering(host);
  for (const player of [french, turkish]) expect(await expectAnswering(player)).toBe(letter);
  for (const player of [host, french, turkish])
    expect((await categoryTitles(player)).sort()).toEqual(GERMAN_CATEGORIES);
  await expect(answerFields(host.page, say('de', 'game.answering.fieldsLabel'))).toHaveCount(6);

  // German folds umlauts and case for duplicates: "…ählen" and "…AHLEN" are one answer.
  await answer(host, { Stadt: word(letter, 'ählen'), Tier: word(letter, 'iger') });
  await answer(french, { Stadt: `${letter}AHLEN` });
  await answer(turkish, { Name: word(letter, 'ora') });
  await capturePhone(turkish.page, 'languages-04-answering-tr');
  await capturePhone(host.page, 'languages-04-answering-de');
  for (const { page, locale } of [host, french, turkish])
    await page.getByRole('button', { name: say(locale, 'game.actions.done'), exact: true }).click();

  for (const { page, locale } of [host, french, turkish]) {
    await expect(
      page.getByRole('heading', { level: 1, name: say(locale, 'scoring.review.title') }),
    ).toBeVisible({
      timeout: 25_000,
    });
  }
  await capturePhone(host.page, 'languages-05-review-de');
  await capturePhone(turkish.page, 'languages-05-review-tr');
  await host.page.getByRole('button', { name: say('de', 'scoring.footer.continue') }).click();

  // Shared 5 each for Stadt, 10 for the tiger and for the name.
  const totals = { [host.nickname]: 15, [french.nickname]: 5, [turkish.nickname]: 10 };
  for (const { page, locale } of [host, french, turkish]) {
    const rows = page
      .getByRole('region', { name: say(locale, 'scoring.results.totals') })
      .getByTestId('ranking-row');
    await expect(rows).toHaveCount(3, { timeout: 15_000 });
    for (const [name, points] of Object.entries(totals))
      await expect(rows.filter({ hasText: name })).toContainText(
        say(locale, 'resultTables.ranking.total', { points }),
      );
  }
  await hostMovesOn(host.page, say('de', 'scoring.results.finalResults'));
  for (const { page, locale } of [host, french, turkish]) {
    await expect(page.getByRole('heading', { level: 1, name: say(locale, 'result.title') })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(say(locale, 'result.winner', { count: 1, names: host.nickname })),
    ).toBeVisible();
  }
  await capturePhone(host.page, 'languages-06-results-de');
  await capturePhone(turkish.page, 'languages-06-results-tr');
});
