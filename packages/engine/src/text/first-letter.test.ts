import { describe, expect, it } from 'vitest';
import { firstLetterOf, startsWithLetter } from './first-letter.ts';
import { textRulesFor } from './text-rules.ts';

const [en, de, fr, es, tr] = [
  textRulesFor('en'),
  textRulesFor('de'),
  textRulesFor('fr'),
  textRulesFor('es'),
  textRulesFor('tr'),
];

describe('the first letter of an answer', () => {
  it('is its first letter or digit as typed, composed', () => {
    expect(firstLetterOf('  "Äpfel"')).toBe('Ä');
    expect(firstLetterOf('A\u0308pfel')).toBe('Ä');
    expect(firstLetterOf('\u200B7up')).toBe('7');
    expect(firstLetterOf(' ... ')).toBeUndefined();
  });
});

describe('an answer starting with the round’s letter', () => {
  it('in English, ignores case, leading space and every accent, as it always did', () => {
    expect(startsWithLetter('  apple', 'A', en)).toBe(true);
    expect(startsWithLetter('Ölfass', 'O', en)).toBe(true);
    expect(startsWithLetter('İstanbul', 'I', en)).toBe(true);
    expect(startsWithLetter('Ærø', 'A', en)).toBe(true);
    expect(startsWithLetter('Banana', 'A', en)).toBe(false);
    expect(startsWithLetter('...', 'A', en)).toBe(false);
    expect(startsWithLetter('apple', '', en)).toBe(false);
  });

  it('in German, counts an umlaut for its base letter, but only the umlaut when it is drawn', () => {
    expect(startsWithLetter('Äpfel', 'A', de)).toBe(true);
    expect(startsWithLetter('Äpfel', 'Ä', de)).toBe(true);
    expect(startsWithLetter('äpfel', 'Ä', de)).toBe(true);
    expect(startsWithLetter('Apfel', 'Ä', de)).toBe(false);
    expect(startsWithLetter('Österreich', 'O', de)).toBe(true);
    expect(startsWithLetter('Österreich', 'Ö', de)).toBe(true);
    expect(startsWithLetter('Oslo', 'Ö', de)).toBe(false);
  });

  it('in Spanish, keeps Ñ apart from N and folds the accents', () => {
    expect(startsWithLetter('Ñandú', 'N', es)).toBe(false);
    expect(startsWithLetter('Ñandú', 'Ñ', es)).toBe(true);
    expect(startsWithLetter('N\u0303andú', 'Ñ', es)).toBe(true);
    expect(startsWithLetter('Nicaragua', 'Ñ', es)).toBe(false);
    expect(startsWithLetter('Árbol', 'A', es)).toBe(true);
  });

  it('in Turkish, keeps dotted and dotless i apart, and the letters of its own', () => {
    for (const answer of ['İzmir', 'izmir']) {
      expect(startsWithLetter(answer, 'İ', tr)).toBe(true);
      expect(startsWithLetter(answer, 'I', tr)).toBe(false);
    }
    for (const answer of ['ılık', 'Ilık']) {
      expect(startsWithLetter(answer, 'I', tr)).toBe(true);
      expect(startsWithLetter(answer, 'İ', tr)).toBe(false);
    }
    expect(startsWithLetter('Çanakkale', 'C', tr)).toBe(false);
    expect(startsWithLetter('Çanakkale', 'Ç', tr)).toBe(true);
    expect(startsWithLetter('Ceylan', 'Ç', tr)).toBe(false);
    expect(startsWithLetter('Âşık', 'A', tr)).toBe(true);
  });

  it('in French, folds accents and counts œ for O', () => {
    expect(startsWithLetter('Éléphant', 'E', fr)).toBe(true);
    expect(startsWithLetter('Œuf', 'O', fr)).toBe(true);
    expect(startsWithLetter('œuf', 'O', fr)).toBe(true);
    expect(startsWithLetter('Œuf', 'E', fr)).toBe(false);
  });
});
