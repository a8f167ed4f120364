import { GAME_LANGUAGES, type GameLanguage } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { knowledgeFileOf, knowledgeOf } from '../load-knowledge.ts';
import { refereeKey } from '../referee-key.ts';
import { isRude } from './is-rude.ts';
import { knownAnswerKeys } from './known-answers.ts';
import { RudeMatcher } from './rude-matcher.ts';
import { packageRudeList, RUDE_LIST_KEYS, rudeWordsOf } from './rude-words.ts';

// Entries are picked from the installed lists rather than written here: the file stays readable.

const isOneWord = (entry: string) => /^[\p{L}\p{M}]+$/u.test(entry);

/** A language's longest one-word entry that is no answer the game asks for: long words are unambiguous. */
function listedWord(language: GameLanguage, list = rudeWordsOf(language)): string {
  const known = knownAnswerKeys(language);
  const word = list
    .filter((entry) => isOneWord(entry) && !known.has(refereeKey(entry, language)))
    .reduce((longest, entry) => (entry.length > longest.length ? entry : longest), '');
  expect(word).not.toBe('');
  return word;
}

/** Every entry of a language's own knowledge: CLDR's countries and our lists. */
function ownAnswers(language: GameLanguage): string[] {
  return Object.values(knowledgeFileOf(language).categories).flatMap((sources) =>
    Object.values(sources ?? {}).flat(),
  );
}

const upper = (text: string, language: GameLanguage) => text.toLocaleUpperCase(language);
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

describe('isRude', () => {
  it('finds a listed word rude in its language, in any case', () => {
    for (const language of GAME_LANGUAGES) {
      const word = listedWord(language);
      expect(isRude(word, language), `${language}: ${word.length} letters`).toBe(true);
      expect(isRude(upper(word, language), language)).toBe(true);
      expect(isRude(` ${word}! `, language)).toBe(true);
    }
  });

  it('folds accents as the referee’s key does', () => {
    for (const language of ['fr', 'es', 'de'] as const) {
      const accented = rudeWordsOf(language).find(
        (entry) => isOneWord(entry) && withoutAccents(entry) !== entry && isRude(entry, language),
      );
      expect(accented, language).toBeDefined();
      expect(isRude(upper(withoutAccents(accented!), language), language), language).toBe(true);
    }
  });

  it('upper-cases Turkish as Turkish does, and still catches English in Turkish capitals', () => {
    const turkish = listedWord(
      'tr',
      rudeWordsOf('tr').filter((entry) => entry.includes('i')),
    );
    expect(isRude(upper(turkish, 'tr'), 'tr')).toBe(true); // i ↔ İ
    const english = listedWord(
      'en',
      rudeWordsOf('en').filter((entry) => entry.includes('i')),
    );
    expect(isRude(english.toUpperCase(), 'tr')).toBe(true); // I, which Turkish lower-cases to ı
  });

  it('finds a listed word rude as a whole word inside a longer answer', () => {
    for (const language of GAME_LANGUAGES) {
      const word = listedWord(language);
      expect(isRude(`Big ${word} Street`, language), language).toBe(true);
      expect(isRude(`(${word}), yes`, language), language).toBe(true);
      expect(isRude(`l'${word}`, language), language).toBe(true);
    }
  });

  it('finds a listed phrase rude, whatever its spacing and punctuation', () => {
    for (const language of GAME_LANGUAGES) {
      const phrase = rudeWordsOf(language).find(
        (entry) => /^[\p{L}\p{M}]+ [\p{L}\p{M}]+$/u.test(entry) && isRude(entry, language),
      );
      if (phrase === undefined) continue; // German's list has no phrase
      const [first, second] = phrase.split(' ') as [string, string];
      expect(isRude(`the ${upper(phrase, language)} one`, language), language).toBe(true);
      expect(isRude(`${first}  -  ${second}`, language), language).toBe(true);
      expect(isRude(`${first}${second}`, language), language).toBe(true);
    }
  });

  it('checks English entries in every language', () => {
    const english = listedWord('en');
    for (const language of GAME_LANGUAGES) expect(isRude(english, language), language).toBe(true);
  });

  it('lets innocent words pass that hold a listed word inside them (the Scunthorpe problem)', () => {
    for (const answer of ['Scunthorpe', 'Cockatoo', 'Assisi', 'Essex', 'Penistone', 'Hancock', 'Cassava'])
      expect(isRude(answer, 'en'), answer).toBe(false);
    expect(isRude('Göteborg', 'tr')).toBe(false);
    expect(isRude('Amasya', 'tr')).toBe(false);
    expect(isRude('Bitche', 'fr')).toBe(false);
    expect(isRude('Pisa', 'es')).toBe(false);
    const listed = rudeWordsOf('en').filter(isOneWord);
    expect(listed.filter((entry) => isRude(`${entry}ville`, 'en'))).toEqual([]);
  });

  it('lets one-word answers of our lists pass that hold a listed word inside them', () => {
    for (const language of GAME_LANGUAGES) {
      const entries = [...rudeWordsOf(language), ...rudeWordsOf('en')];
      const keyOf = (word: string) => refereeKey(word, language);
      const words = entries.filter(isOneWord).map(keyOf);
      const traps = ownAnswers(language).filter((answer) => {
        const key = keyOf(answer);
        return (
          isOneWord(answer) && words.some((word) => word.length >= 3 && key.includes(word) && key !== word)
        );
      });
      expect(traps.length, language).toBeGreaterThan(10);
      // The lists alone, without the answers the referee knows: the match itself is by whole words.
      const matcher = new RudeMatcher(entries, keyOf);
      expect(traps.filter((answer) => matcher.matches(answer))).toEqual([]);
    }
  });

  it('passes every answer our lists hold', () => {
    for (const language of GAME_LANGUAGES)
      expect(ownAnswers(language).filter((answer) => isRude(answer, language))).toEqual([]);
  });

  it('passes a listed word the game asks for as an answer: a fish, a bird, a vegetable', () => {
    for (const language of GAME_LANGUAGES) {
      const known = knownAnswerKeys(language);
      for (const entry of [...rudeWordsOf(language), ...rudeWordsOf('en')])
        if (known.has(refereeKey(entry, language))) expect(isRude(entry, language), language).toBe(false);
    }
    expect(knownAnswerKeys('it').has(refereeKey('pesce', 'it'))).toBe(true);
  });

  it('passes a known place of several words, but not one word a town happens to share', () => {
    expect(isRude('Frankfurt am Main', 'tr')).toBe(false);
    expect(isRude('am', 'tr')).toBe(true);
    const town = rudeWordsOf('it').find(
      (entry) =>
        isOneWord(entry) &&
        !knownAnswerKeys('it').has(refereeKey(entry, 'it')) &&
        knowledgeOf('it')
          .knownAs(entry)
          .some((known) => known.category === 'city'),
    );
    expect(town).toBeDefined();
    expect(isRude(town!, 'it')).toBe(true);
  });

  it('finds no empty answer rude', () => {
    for (const language of GAME_LANGUAGES) {
      for (const answer of ['', '   ', '?!', '\u200b', '-'])
        expect(isRude(answer, language), JSON.stringify(answer)).toBe(false);
    }
  });

  it('finds ordinary answers not rude', () => {
    expect(isRude('Berlin', 'de')).toBe(false);
    expect(isRude('Elephant', 'en')).toBe(false);
    expect(isRude('İstanbul', 'tr')).toBe(false);
    expect(isRude('Écureuil', 'fr')).toBe(false);
  });
});

describe('the rude lists', () => {
  it('give every game language a list or an explicit empty one', () => {
    for (const language of GAME_LANGUAGES) {
      const key = RUDE_LIST_KEYS[language];
      expect(key, language).not.toBeUndefined();
      if (key === null) expect(rudeWordsOf(language)).toEqual([]);
      else expect(rudeWordsOf(language).length, language).toBeGreaterThan(50);
    }
  });

  it('read a language without a list as an empty one, which finds nothing rude', () => {
    expect(packageRudeList(null)).toEqual([]);
    const none = new RudeMatcher(packageRudeList(null), (word) => refereeKey(word, 'de'));
    for (const answer of ['', 'Berlin', listedWord('de'), listedWord('en')])
      expect(none.matches(answer)).toBe(false);
  });

  it('match whole words only, one-word entries and phrases alike', () => {
    const matcher = new RudeMatcher(['xyzzy', 'plugh plover'], (word) => refereeKey(word, 'en'));
    expect(matcher.matches('XYZZY')).toBe(true);
    expect(matcher.matches('a xyzzy b')).toBe(true);
    expect(matcher.matches('xyzzys')).toBe(false);
    expect(matcher.matches('plugh plover')).toBe(true);
    expect(matcher.matches('plughplover')).toBe(true);
    expect(matcher.matches('the plugh plover egg')).toBe(true);
    expect(matcher.matches('plugh plovers')).toBe(false);
    expect(matcher.matches('aplugh plover')).toBe(false);
    expect(matcher.matches('plugh')).toBe(false);
  });
});
