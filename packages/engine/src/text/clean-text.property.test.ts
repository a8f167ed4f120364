import { categoryKey, cleanName, cleanText } from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAnswerText } from '../game/intents/answer-text.ts';
import { comparisonKey, isFilledAnswer } from './normalize.ts';

/** Characters an attacker reaches for: zero-width, bidi controls, fillers, joiners, selectors, tags. */
const INVISIBLES = [
  '\u00AD', // soft hyphen
  '\u034F', // combining grapheme joiner
  '\u061C', // Arabic letter mark
  '\u115F', // Hangul choseong filler
  '\u180E', // Mongolian vowel separator
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u200E', // left-to-right mark
  '\u202E', // right-to-left override
  '\u2060', // word joiner
  '\u2066', // left-to-right isolate
  '\u3164', // Hangul filler (a "letter")
  '\uFE0F', // variation selector 16
  '\uFEFF', // byte order mark
  '\uFFA0', // halfwidth Hangul filler
  '\u{E0041}', // tag letter A
];

const VISIBLES = ['a', 'Z', 'é', 'e\u0301', '7', 'ب', 'क्', '👨', '❤', '🏽', ' ', '.', '\t', '\n', '\u0000'];

/** Texts made of the characters above, mixed with any code points at all. */
const typed = fc
  .array(
    fc.oneof(
      fc.constantFrom(...INVISIBLES),
      fc.constantFrom(...VISIBLES),
      fc.string({ unit: 'binary', maxLength: 3 }),
    ),
    { maxLength: 16 },
  )
  .map((parts) => parts.join(''));

const onlyInvisible = fc
  .array(fc.constantFrom(...INVISIBLES), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

const CONTROL = /\p{Cc}/u;
const FORMAT_OR_IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** What free text may keep: a joiner between two visible characters, a selector after one. */
function mayStay(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  const joiner = code === 0x200c || code === 0x200d;
  const selector = (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
  return joiner || selector;
}
/**
 * Extended_Pictographic counts too: Unicode gives it code points not yet assigned, so a joiner after an
 * emoji newer than this machine's Unicode data (say U+1F1AE) keeps its sequence whole, as segmentation does.
 */
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Extended_Pictographic}]/u;

/**
 * Each invisible character with what stands before it. A selector belongs to the character it follows, so
 * `before` skips selectors: a joiner after an emoji's selector (👁️‍🗨️) stands beside that emoji.
 */
function invisiblesOf(text: string): { char: string; before: string; after: string }[] {
  const chars = [...text];
  const isSelector = (char: string) => mayStay(char) && !/[\u200c\u200d]/u.test(char);
  const before = (index: number): string => {
    let at = index - 1;
    while (at >= 0 && isSelector(chars[at] ?? '') && !isSelector(chars[index] ?? '')) at -= 1;
    return chars[at] ?? '';
  };
  return chars
    .map((char, index) => ({ char, before: before(index), after: chars[index + 1] ?? '' }))
    .filter(({ char }) => FORMAT_OR_IGNORABLE.test(char));
}

describe('cleaning what players type', () => {
  it('leaves no control character, and no invisible one but a joiner or selector beside visible text', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const cleaned = cleanText(text);
        expect(CONTROL.test(cleaned)).toBe(false);
        for (const { char, before } of invisiblesOf(cleaned)) {
          expect(mayStay(char)).toBe(true);
          expect(VISIBLE.test(before) && !FORMAT_OR_IGNORABLE.test(before)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a joiner after a pictograph this Unicode version has not assigned yet, and drops it after nothing', () => {
    expect(cleanText('\u{1F1AE}\u200C\u{1D400}')).toBe('\u{1F1AE}\u200C\u{1D400}');
    expect(cleanText('\u{E0080}\u200C\u{1D400}')).toBe('\u{1D400}');
  });

  it('leaves no control, format or ignorable character in a name', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const cleaned = cleanName(text);
        expect(CONTROL.test(cleaned)).toBe(false);
        expect(FORMAT_OR_IGNORABLE.test(cleaned)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('gives NFC text, and cleaning it again changes nothing', () => {
    fc.assert(
      fc.property(typed, (text) => {
        for (const clean of [cleanText, cleanName]) {
          const cleaned = clean(text);
          expect(cleaned).toBe(cleaned.normalize('NFC'));
          expect(clean(cleaned)).toBe(cleaned);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('stores an answer of only invisible characters as nothing, which is not filled', () => {
    fc.assert(
      fc.property(onlyInvisible, (text) => {
        expect(cleanAnswerText(text)).toBe('');
        expect(cleanName(text)).toBe('');
        expect(isFilledAnswer(text)).toBe(false);
        expect(comparisonKey(text)).toBe('');
      }),
    );
  });

  it('counts an answer as filled exactly when it has a letter or digit, before cleaning and after', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const cleaned = cleanAnswerText(text);
        expect(isFilledAnswer(cleaned)).toBe(/[\p{L}\p{N}]/u.test(comparisonKey(cleaned)));
        expect(isFilledAnswer(cleaned)).toBe(isFilledAnswer(text));
      }),
      { numRuns: 500 },
    );
  });

  it('compares category titles in the web form exactly as the engine does', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(categoryKey(text)).toBe(comparisonKey(text));
      }),
      { numRuns: 500 },
    );
  });
});
