import { describe, expect, it } from 'vitest';
import { collapseWhiteSpace, comparisonKey, foldAccents, initialLetter } from './normalize.ts';

describe('foldAccents', () => {
  it('keeps the base letter of an accented letter', () => {
    expect(foldAccents('Köln')).toBe('Koln');
    expect(foldAccents('Ölfass')).toBe('Olfass');
    expect(foldAccents('Crème brûlée')).toBe('Creme brulee');
  });

  it('folds letters that do not decompose', () => {
    expect(foldAccents('Straße')).toBe('Strasse');
    expect(foldAccents('Øresund')).toBe('Oresund');
    expect(foldAccents('Łódź')).toBe('Lodz');
  });
});

describe('comparisonKey', () => {
  it('makes answers equal that differ only in case, accents and white space', () => {
    expect(comparisonKey('  New   York ')).toBe(comparisonKey('new york'));
    expect(comparisonKey('Zürich')).toBe(comparisonKey('zurich'));
  });

  it('keeps different words different', () => {
    expect(comparisonKey('Paris')).not.toBe(comparisonKey('Parks'));
  });

  it('collapses tabs and newlines like spaces', () => {
    expect(collapseWhiteSpace(' a\t\nb ')).toBe('a b');
  });
});

describe('initialLetter', () => {
  it('reads the first letter after trimming, ignoring case and accents', () => {
    expect(initialLetter('  ölfass')).toBe('O');
    expect(initialLetter('Émile')).toBe('E');
  });

  it('is undefined for an empty answer', () => {
    expect(initialLetter('   ')).toBeUndefined();
  });
});
