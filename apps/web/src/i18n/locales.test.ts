import { describe, expect, it } from 'vitest';
import { GAME_LANGUAGES, LANGUAGE_DATA, UI_LOCALES } from '@npat/protocol';
import { LOCALES, preferredLocale } from './locales';

describe('preferredLocale', () => {
  it('takes the first of the browser’s languages the game speaks', () => {
    expect(preferredLocale(['ja', 'de-AT', 'fr'])).toBe('de');
  });

  it('matches a regional tag by its language, in any case', () => {
    expect(preferredLocale(['TR-tr'])).toBe('tr');
    expect(preferredLocale(['es-419'])).toBe('es');
  });

  it('falls back to English when the browser asks for none of them', () => {
    expect(preferredLocale(['ja', 'zh-Hans'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});

describe('the menu’s languages', () => {
  it('are the protocol’s interface languages and the game’s languages, named as the game data names them', () => {
    const codes = LOCALES.map((locale) => locale.code).sort();
    expect(codes).toEqual([...UI_LOCALES].sort());
    expect(codes).toEqual([...GAME_LANGUAGES].sort());
    for (const locale of LOCALES) expect(locale.name).toBe(LANGUAGE_DATA[locale.code].name);
  });
});
