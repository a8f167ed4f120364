import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_LOCALE, isUiLocale, UI_LOCALES } from './ui-locales.ts';

describe('the interface languages', () => {
  it('are the six the game speaks, English the default among them', () => {
    expect([...UI_LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'tr']);
    expect(UI_LOCALES).toContain(DEFAULT_UI_LOCALE);
  });

  it('recognise only their own codes, exactly as written', () => {
    for (const locale of UI_LOCALES) expect(isUiLocale(locale)).toBe(true);
    for (const other of ['DE', 'de-AT', 'ja', '', null, undefined, 1, {}])
      expect(isUiLocale(other)).toBe(false);
  });
});
