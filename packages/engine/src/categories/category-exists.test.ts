import { categoryKey } from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparisonKey } from '../text/normalize.ts';
import { categoryExists } from './category-exists.ts';

describe('categoryExists', () => {
  it('finds a title that differs only in case, accents and surrounding or inner space', () => {
    expect(categoryExists('  zürich ', ['Zurich'])).toBe(true);
    expect(categoryExists('Board   Games', ['board games'])).toBe(true);
    expect(categoryExists('STRASSE', ['Straße'])).toBe(true);
  });

  it('does not find a title that is only similar', () => {
    expect(categoryExists('Cars', ['Car', 'Scars', 'Ca rs'])).toBe(false);
  });

  it('finds nothing among no categories', () => {
    expect(categoryExists('Name', [])).toBe(false);
  });
});

describe('the protocol’s categoryKey', () => {
  // The web form compares with the protocol's copy, the server with the engine's: they must agree.
  const tricky = fc.constantFrom(
    ' ',
    '\t',
    '\n',
    '\u00a0',
    'ß',
    'Æ',
    'ø',
    'Ł',
    'ı',
    'İ',
    'é',
    'e\u0301',
    'ﬁ',
    'Ω',
  );
  const text = fc
    .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 3 }), tricky), { maxLength: 8 })
    .map((parts) => parts.join(''));

  it('equals the engine’s comparisonKey for any text', () => {
    fc.assert(
      fc.property(text, (title) => {
        expect(categoryKey(title)).toBe(comparisonKey(title));
      }),
      { numRuns: 2000 },
    );
  });
});
