import { GAME_LANGUAGES, languageData } from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldDigraphs } from './digraphs.ts';
import { collapseWhiteSpace, comparisonKey } from './normalize.ts';
import { textRulesFor, type TextRules } from './text-rules.ts';

const GERMAN = textRulesFor('de');
/** German's rules but for the digraphs: the keys German gave before it read them. */
const GERMAN_WITHOUT_DIGRAPHS: TextRules = { ...GERMAN, digraphs: [] };
const RUNS = { numRuns: 300 };

const germanKey = (text: string) => comparisonKey(text, GERMAN);

/** Words full of the letters digraphs are made of, in either case, with umlauts, ß and a space. */
const digraphWord = fc
  .array(fc.constantFrom(...'aeouqzrAEOUQÄÖÜäöüß '), { maxLength: 10 })
  .map((letters) => letters.join(''));

describe('German digraphs', () => {
  it('make Zuerich, Zürich and Zurich one answer', () => {
    expect(new Set(['Zuerich', 'Zürich', 'Zurich', 'ZUERICH', 'zürich'].map(germanKey))).toEqual(
      new Set(['zurich']),
    );
  });

  it('read ae, oe and ue as the umlauts they spell, anywhere in the answer', () => {
    const pairs = [
      ['Mueller', 'Müller'],
      ['Koeln', 'Köln'],
      ['Aerger', 'Ärger'],
      ['Oel', 'Öl'],
      ['Uebel', 'Übel'],
      ['Baeume', 'Bäume'],
      ['Fraeulein', 'Fräulein'],
      ['Goethe', 'Göthe'],
      ['Suessigkeiten', 'Süßigkeiten'],
      ['Bad Duerkheim', 'Bad Dürkheim'],
    ];
    for (const [spelled, umlaut] of pairs) expect(germanKey(spelled ?? '')).toBe(germanKey(umlaut ?? ''));
  });

  it('leave the u of au, eu and qu alone, where ue is no ü', () => {
    expect(germanKey('Feuer')).toBe('feuer');
    expect(germanKey('Quelle')).toBe('quelle');
    expect(germanKey('Queue')).toBe('queue');
    expect(germanKey('Treue')).not.toBe(germanKey('treu'));
    expect(germanKey('neue')).not.toBe(germanKey('neu'));
    expect(germanKey('Aue')).not.toBe(germanKey('Au'));
    // Säue is Saue once ä folds, so both spellings keep their e alike.
    expect(germanKey('Saeue')).toBe(germanKey('Säue'));
  });

  it('merge only with the same letters without the digraph’s e, as both sides fold alike', () => {
    // A word with ae, oe or ue meets only its spelling without the e: rare words, not common ones.
    expect(germanKey('Michael')).toBe(germanKey('Michal'));
    expect(germanKey('Poet')).toBe(germanKey('Pot'));
    expect(germanKey('Israel')).toBe('isral');
    expect(germanKey('Israel')).not.toBe(germanKey('Isreal'));
  });

  it('change no key in any other language', () => {
    for (const code of GAME_LANGUAGES.filter((language) => language !== 'de')) {
      const rules = textRulesFor(code);
      expect(languageData(code).digraphs).toEqual([]);
      expect(comparisonKey('Zuerich', rules)).not.toBe(comparisonKey('Zurich', rules));
      for (const word of ['Israel', 'Raphael', 'Michael', 'Manuel', 'Queen', 'Samuel', 'Noel', 'Aero'])
        expect(comparisonKey(word, rules)).toBe(word.toLocaleLowerCase(code));
    }
  });
});

describe('folding digraphs', () => {
  it('folds no further when folded again', () => {
    fc.assert(
      fc.property(digraphWord, (text) => {
        const once = foldDigraphs(text.toLowerCase(), GERMAN);
        expect(foldDigraphs(once, GERMAN)).toBe(once);
      }),
      RUNS,
    );
  });

  it('gives German keys that key to themselves', () => {
    fc.assert(
      fc.property(digraphWord, (text) => {
        const key = germanKey(text);
        expect(germanKey(foldDigraphs(key, GERMAN))).toBe(key);
      }),
      RUNS,
    );
  });

  it('only ever drops an e, so keys it merges differ in nothing but e', () => {
    const withoutE = (key: string) => key.replaceAll('e', '');
    fc.assert(
      fc.property(digraphWord, (text) => {
        const before = comparisonKey(text, GERMAN_WITHOUT_DIGRAPHS);
        const after = germanKey(text);
        expect(withoutE(after)).toBe(withoutE(before));
        expect(after.length).toBeLessThanOrEqual(before.length);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(digraphWord, digraphWord, (first, second) => {
        fc.pre(germanKey(first) === germanKey(second));
        expect(withoutE(comparisonKey(first, GERMAN_WITHOUT_DIGRAPHS))).toBe(
          withoutE(comparisonKey(second, GERMAN_WITHOUT_DIGRAPHS)),
        );
      }),
      { ...RUNS, maxSkipsPerRun: 1000 },
    );
  });

  it('leaves every other language’s keys as they were', () => {
    const plain = fc
      .array(fc.constantFrom(...'aeouqzrAEOUQZR '), { maxLength: 10 })
      .map((letters) => letters.join(''));
    for (const code of GAME_LANGUAGES.filter((language) => language !== 'de')) {
      const rules = textRulesFor(code);
      fc.assert(
        fc.property(plain, (text) => {
          expect(comparisonKey(text, rules)).toBe(collapseWhiteSpace(text).toLocaleLowerCase(code));
        }),
        RUNS,
      );
    }
  });
});
