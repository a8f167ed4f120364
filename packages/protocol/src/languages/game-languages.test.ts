import { describe, expect, it } from 'vitest';
import { CATEGORY_LIBRARY_IDS } from '../category-library.ts';
import { SETTINGS_LIMITS } from '../settings.ts';
import { GAME_LANGUAGES, isGameLanguage, LANGUAGE_DATA, languageData } from './game-languages.ts';
import {
  ALPHABET,
  alphabetOf,
  defaultLetters,
  EASY_LETTERS,
  easyLetters,
  GAME_LETTERS,
  HARD_LETTERS,
  inAlphabetOrder,
} from './letter-pools.ts';

describe('the game languages', () => {
  it('are English, German, French, Spanish, Italian and Turkish, each named in itself', () => {
    expect(GAME_LANGUAGES.map((code) => [code, languageData(code).name])).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['es', 'Español'],
      ['it', 'Italiano'],
      ['tr', 'Türkçe'],
    ]);
    expect(Object.keys(LANGUAGE_DATA)).toEqual([...GAME_LANGUAGES]);
    for (const code of GAME_LANGUAGES) {
      expect(languageData(code).code).toBe(code);
      expect(languageData(code).caseLocale).toBe(code);
    }
  });

  it('tell a game language from anything else', () => {
    expect(isGameLanguage('tr')).toBe(true);
    expect(isGameLanguage('pt')).toBe(false);
    expect(isGameLanguage('toString')).toBe(false);
    expect(isGameLanguage(undefined)).toBe(false);
  });

  it.each(GAME_LANGUAGES)('has in %s an alphabet of single upper-case letters, each once', (code) => {
    const { alphabet } = languageData(code);
    for (const letter of alphabet) {
      expect([...letter]).toHaveLength(1);
      expect(letter).toBe(letter.normalize('NFC'));
      expect(letter).toBe(letter.toLocaleUpperCase(code));
      expect(letter).toMatch(/^\p{Lu}$/u);
    }
    expect(new Set(alphabet).size).toBe(alphabet.length);
  });

  it.each(GAME_LANGUAGES)('has in %s pools of its own letters, enough for the longest game', (code) => {
    const { alphabet, hardLetters, ownLetters, defaultCategoryIds } = languageData(code);
    const pool = defaultLetters(code);
    expect(pool.every((letter) => alphabet.includes(letter))).toBe(true);
    expect(hardLetters.every((letter) => alphabet.includes(letter))).toBe(true);
    expect(pool.length).toBeGreaterThanOrEqual(SETTINGS_LIMITS.rounds.max);
    expect(easyLetters(code).length).toBeGreaterThanOrEqual(SETTINGS_LIMITS.rounds.max);
    for (const letter of ownLetters) expect(letter).toBe(letter.toLocaleLowerCase(code));
    expect(defaultCategoryIds.length).toBeGreaterThanOrEqual(4);
    expect(defaultCategoryIds.length).toBeLessThanOrEqual(6);
    expect(defaultCategoryIds.every((id) => CATEGORY_LIBRARY_IDS.includes(id))).toBe(true);
    expect(new Set(defaultCategoryIds).size).toBe(defaultCategoryIds.length);
  });

  it('keeps English as it was: A to Z, all of them by default, the same hard letters', () => {
    expect(ALPHABET).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    expect(defaultLetters('en')).toEqual(ALPHABET);
    expect(HARD_LETTERS).toEqual(['Q', 'U', 'V', 'X', 'Y', 'Z']);
    expect(EASY_LETTERS).toEqual([...'ABCDEFGHIJKLMNOPRSTW']);
    expect(languageData('en').defaultCategoryIds).toEqual(['name', 'place', 'animal', 'thing']);
  });

  it('draws the letters each language has, and no letter no word starts with', () => {
    expect(alphabetOf('de').slice(-3)).toEqual(['Ä', 'Ö', 'Ü']);
    expect(defaultLetters('de')).not.toEqual(expect.arrayContaining(['Q']));
    expect(alphabetOf('es').slice(13, 16)).toEqual(['N', 'Ñ', 'O']);
    expect(defaultLetters('it')).toHaveLength(20);
    expect(alphabetOf('tr')).toHaveLength(28);
    expect(alphabetOf('tr')).not.toEqual(expect.arrayContaining(['Ğ']));
    for (const foreign of ['Q', 'W', 'X']) expect(alphabetOf('tr')).not.toContain(foreign);
    expect(alphabetOf('tr').slice(9, 11)).toEqual(['I', 'İ']);
  });

  it('knows every letter of every language once, for the pool’s own rule', () => {
    expect(new Set(GAME_LETTERS).size).toBe(GAME_LETTERS.length);
    for (const code of GAME_LANGUAGES)
      expect(alphabetOf(code).every((letter) => GAME_LETTERS.includes(letter))).toBe(true);
  });

  it('orders a pool as the language’s alphabet does', () => {
    expect(inAlphabetOrder(['Z', 'Ñ', 'A', 'N'], 'es')).toEqual(['A', 'N', 'Ñ', 'Z']);
    expect(inAlphabetOrder(['Ç', 'D', 'C'], 'tr')).toEqual(['C', 'Ç', 'D']);
    // A letter of another language, which the settings refuse, is kept after the others.
    expect(inAlphabetOrder(['Ñ', 'B', 'A'], 'en')).toEqual(['A', 'B', 'Ñ']);
  });
});
