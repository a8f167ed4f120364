import { describe, expect, it } from 'vitest';
import { cleanAnswerText, countWords, fitsAnswerLength, isLongerThanAdvised } from './answer-text.ts';

describe('answer text', () => {
  it('counts words across any white space', () => {
    expect(countWords('  New   York ')).toBe(2);
    expect(countWords('')).toBe(0);
  });

  it('advises against answers of more than two words without refusing them', () => {
    expect(isLongerThanAdvised('New York')).toBe(false);
    expect(isLongerThanAdvised('New York City')).toBe(true);
  });

  it('measures length in characters as people see them', () => {
    expect(fitsAnswerLength('😀'.repeat(40))).toBe(true);
    expect(fitsAnswerLength('😀'.repeat(41))).toBe(false);
  });

  it('turns control characters into spaces', () => {
    expect(cleanAnswerText('a\tb\u0000c')).toBe('a b c');
  });
});
