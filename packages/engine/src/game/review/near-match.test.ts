import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparisonKey } from '../../text/normalize.ts';
import { isNearMatch, isOneEditApart, letterCount } from './near-match.ts';

describe('isOneEditApart', () => {
  it('finds one replaced, inserted or removed letter', () => {
    expect(isOneEditApart('london', 'londen')).toBe(true);
    expect(isOneEditApart('london', 'londons')).toBe(true);
    expect(isOneEditApart('london', 'lndon')).toBe(true);
  });

  it('finds two neighbouring letters swapped', () => {
    expect(isOneEditApart('london', 'lodnon')).toBe(true);
  });

  it('rejects equal texts and texts two edits apart', () => {
    expect(isOneEditApart('london', 'london')).toBe(false);
    expect(isOneEditApart('london', 'lindan')).toBe(false);
    expect(isOneEditApart('london', 'lond')).toBe(false);
    expect(isOneEditApart('abcd', 'bcda')).toBe(false);
  });

  it('is symmetric and agrees with inserting one character anywhere', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (text, at, char) => {
          const position = at % (text.length + 1);
          const longer = text.slice(0, position) + char + text.slice(position);
          expect(isOneEditApart(text, longer)).toBe(true);
          expect(isOneEditApart(longer, text)).toBe(true);
        },
      ),
    );
  });
});

describe('isNearMatch', () => {
  it('suggests a typo in words of 5 or more letters', () => {
    expect(isNearMatch('paris', 'parsi')).toBe(true);
  });

  it('does not suggest short words one letter apart', () => {
    expect(isNearMatch('cat', 'cab')).toBe(false);
    expect(isNearMatch('bear', 'bears')).toBe(false);
  });

  it('folds accents before comparing, so Köln stays koln and matches Koeln', () => {
    expect(comparisonKey('Köln')).toBe('koln');
    expect(isNearMatch(comparisonKey('Kölne'), comparisonKey('Koelne'))).toBe(true);
  });

  it('counts letters, not spaces, towards the minimum', () => {
    expect(letterCount('a b c')).toBe(3);
    expect(isNearMatch('ab cd', 'ab ce')).toBe(false);
  });
});
