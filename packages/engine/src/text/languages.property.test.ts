import { GAME_LANGUAGES, languageData, stripInvisibles } from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startsWithLetter } from './first-letter.ts';
import { comparisonKey } from './normalize.ts';
import { DEFAULT_TEXT_RULES, textRulesFor } from './text-rules.ts';

const RUNS = { numRuns: 200 };

/** Letters players of any game language type, with the accents and the letters that need folding. */
const TYPED_LETTERS = [
  ...new Set(GAME_LANGUAGES.flatMap((code) => languageData(code).alphabet)),
  ...'abcdefghijklmnopqrstuvwxyzäöüßéèêëàâçîïôûùÿñıiğşœæ',
  'ẞ',
];

/** Words as players type them: those letters in either case, spaces and a little punctuation. */
const word = fc
  .array(fc.constantFrom(...TYPED_LETTERS, ' ', '  ', '-', "'"), { maxLength: 12 })
  .map((parts) => parts.join(''));

/** Anything at all after the first letter, so long as it does not start with a mark that would join it. */
const tail = fc.string({ maxLength: 12 }).filter((text) => !/^\p{M}/u.test(stripInvisibles(text)));

describe.each(GAME_LANGUAGES)('comparing answers in %s', (code) => {
  const rules = textRulesFor(code);
  const { caseLocale, alphabet, ownLetters } = languageData(code);

  it('gives a key that keys to itself', () => {
    fc.assert(
      fc.property(fc.oneof(word, fc.string({ maxLength: 12 })), (text) => {
        const key = comparisonKey(text, rules);
        expect(comparisonKey(key, rules)).toBe(key);
      }),
      RUNS,
    );
  });

  it('ignores case as the language writes it', () => {
    fc.assert(
      fc.property(word, (text) => {
        const key = comparisonKey(text, rules);
        expect(comparisonKey(text.toLocaleUpperCase(caseLocale), rules)).toBe(key);
        expect(comparisonKey(text.toLocaleLowerCase(caseLocale), rules)).toBe(key);
      }),
      RUNS,
    );
  });

  it('counts an answer that starts with a letter of the alphabet, in either case, for that letter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...alphabet), tail, fc.boolean(), (letter, rest, lower) => {
        const first = lower ? letter.toLocaleLowerCase(caseLocale) : letter;
        expect(startsWithLetter(`${first}${rest}`, letter, rules)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never counts a letter of its own for its base letter, nor the base letter for it', () => {
    // English folds them all: its base letters are what each own letter would otherwise fold to.
    const pairs = ownLetters
      .map((own) => [own, comparisonKey(own, DEFAULT_TEXT_RULES)] as const)
      .filter(([own, base]) => base !== own);
    if (pairs.length === 0) return;
    fc.assert(
      fc.property(fc.constantFrom(...pairs), tail, ([own, base], rest) => {
        const [ownUpper, baseUpper] = [own, base].map((letter) => letter.toLocaleUpperCase(caseLocale));
        for (const typed of [own, ownUpper])
          expect(startsWithLetter(`${typed}${rest}`, baseUpper!, rules)).toBe(false);
        if (alphabet.includes(ownUpper!))
          for (const typed of [base, baseUpper])
            expect(startsWithLetter(`${typed}${rest}`, ownUpper!, rules)).toBe(false);
        expect(comparisonKey(`${own}${rest}`, rules)).not.toBe(comparisonKey(`${base}${rest}`, rules));
      }),
      RUNS,
    );
  });
});

describe('comparing answers in Turkish', () => {
  const turkish = textRulesFor('tr');

  it('never mixes up I and ı with İ and i', () => {
    fc.assert(
      fc.property(fc.constantFrom('I', 'ı'), fc.constantFrom('İ', 'i'), tail, (dotless, dotted, rest) => {
        expect(startsWithLetter(`${dotless}${rest}`, 'İ', turkish)).toBe(false);
        expect(startsWithLetter(`${dotted}${rest}`, 'I', turkish)).toBe(false);
        expect(comparisonKey(`${dotless}${rest}`, turkish)).not.toBe(
          comparisonKey(`${dotted}${rest}`, turkish),
        );
      }),
      RUNS,
    );
  });
});
