import { describe, expect, it } from 'vitest';
import { textRulesFor } from '../../text/text-rules.ts';
import { autoMark as autoMarkIn } from './auto-mark.ts';

const ENGLISH = textRulesFor('en');
const autoMark = (text: string, letter: string) => autoMarkIn(text, letter, ENGLISH);

describe('autoMark', () => {
  it('marks an answer of only white space as empty', () => {
    expect(autoMark('', 'A')).toBe('empty');
    expect(autoMark('  \t ', 'A')).toBe('empty');
  });

  it('accepts an answer that starts with the round’s letter, ignoring case and leading spaces', () => {
    expect(autoMark('  apple', 'A')).toBe('ok');
  });

  it('ignores accents on the first letter', () => {
    expect(autoMark('Ölfass', 'O')).toBe('ok');
    expect(autoMark('Émile', 'E')).toBe('ok');
  });

  it('marks an answer with another first letter as wrong', () => {
    expect(autoMark('Banana', 'A')).toBe('wrongLetter');
    expect(autoMark('...a', 'B')).toBe('wrongLetter');
  });

  it('follows the game’s language on letters of their own', () => {
    expect(autoMarkIn('Ñandú', 'N', textRulesFor('es'))).toBe('wrongLetter');
    expect(autoMarkIn('Ñandú', 'Ñ', textRulesFor('es'))).toBe('ok');
    expect(autoMarkIn('  ', 'Ñ', textRulesFor('es'))).toBe('empty');
    expect(autoMarkIn('ılık', 'I', textRulesFor('tr'))).toBe('ok');
  });

  it('marks an answer without a letter or digit as empty, as it never counted as filled', () => {
    expect(autoMark('...', 'A')).toBe('empty');
    expect(autoMark('\u200B\u200B', 'A')).toBe('empty');
    expect(autoMark('\u3164', 'A')).toBe('empty');
  });
});
