import { beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 068: a language's words come in two parts. Fake parts, so each test decides what arrives.
const parts = vi.hoisted(() => ({ screensFail: false, asked: [] as string[] }));
vi.mock('virtual:messages', () => {
  const part = (locale: string, name: string, words: object) => () => {
    parts.asked.push(`${locale}/${name}`);
    if (name === 'screens' && parts.screensFail) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({ default: words });
  };
  const language = (locale: string) => ({
    home: part(locale, 'home', { home: { title: `${locale} home` }, errors: { validation: {} } }),
    screens: part(locale, 'screens', { lobby: { title: `${locale} lobby` } }),
  });
  return { loaders: { en: language('en'), de: language('de') }, screenNamespaces: ['lobby'] };
});

async function freshStore() {
  vi.resetModules();
  return import('./locale-store');
}
type Words = { home: { title: string }; lobby: { title: string } };
const words = (store: Awaited<ReturnType<typeof freshStore>>) => store.text() as unknown as Words;

describe("a language's words in two parts", () => {
  beforeEach(() => {
    parts.screensFail = false;
    parts.asked = [];
  });

  it("shows home's words first, and a screen's once it asks, and then every language in both parts", async () => {
    const store = await freshStore();
    await store.switchLocale('en');
    expect(parts.asked).toEqual(['en/home']);
    expect(words(store).home.title).toBe('en home');
    expect(() => words(store).lobby).toThrow(
      /"lobby" are not loaded: load the screen through app\/route-modules/,
    );

    await store.loadScreenText();
    expect(words(store).lobby.title).toBe('en lobby');
    await store.switchLocale('de');
    expect(parts.asked).toEqual(['en/home', 'en/screens', 'de/home', 'de/screens']);
    expect(words(store).lobby.title).toBe('de lobby');
  });

  it('shows a screen asked for before the first language arrives only with its words', async () => {
    const store = await freshStore();
    const screen = store.loadScreenText();
    await store.switchLocale('en');
    await screen;
    expect(words(store).lobby.title).toBe('en lobby');
  });

  it("offline, shows home's words and fails the screen, and a switch keeps the language it cannot word", async () => {
    const store = await freshStore();
    parts.screensFail = true;
    const screen = store.loadScreenText();
    await store.switchLocale('en');
    await expect(screen).rejects.toThrow(TypeError);
    expect(words(store).home.title).toBe('en home');

    await expect(store.switchLocale('de')).rejects.toThrow(TypeError);
    expect(store.currentLocale()).toBe('en');
    parts.screensFail = false;
    await store.switchLocale('de');
    expect(words(store).lobby.title).toBe('de lobby');
  });
});
