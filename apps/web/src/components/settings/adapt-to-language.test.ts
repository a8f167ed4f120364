import { alphabetOf, defaultLetters, easyLetters, LANGUAGE_DATA } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { categoriesForLanguage, lettersForLanguage } from './adapt-to-language';

describe('switching the game’s language', () => {
  it('turns a preset letter pool into the same preset of the new language', () => {
    expect(lettersForLanguage(alphabetOf('en'), 'en', 'tr')).toEqual(alphabetOf('tr'));
    expect(lettersForLanguage(easyLetters('en'), 'en', 'es')).toEqual(easyLetters('es'));
    expect(lettersForLanguage(defaultLetters('de'), 'de', 'fr')).toEqual(defaultLetters('fr'));
  });

  it('keeps the hand-picked letters the new alphabet has', () => {
    expect(lettersForLanguage(['A', 'Ñ', 'Q', 'B'], 'es', 'tr')).toEqual(['A', 'B']);
    expect(lettersForLanguage(['Ş', 'A', 'Ç'], 'tr', 'de')).toEqual(['A']);
  });

  it('swaps the classic categories for the new language’s and keeps a chosen set', () => {
    expect(categoriesForLanguage(LANGUAGE_DATA.en.defaultCategoryIds, 'en', 'de')).toEqual([
      ...LANGUAGE_DATA.de.defaultCategoryIds,
    ]);
    expect(categoriesForLanguage(['rivers', 'fruit', 'films'], 'en', 'de')).toEqual([
      'rivers',
      'fruit',
      'films',
    ]);
  });
});
