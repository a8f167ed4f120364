import { describe, expect, it } from 'vitest';
import { collapseWhiteSpace, comparisonKey, foldAccents, initialLetter } from './normalize.ts';
import { textRulesFor } from './text-rules.ts';

const [de, fr, es, it_, tr] = [
  textRulesFor('de'),
  textRulesFor('fr'),
  textRulesFor('es'),
  textRulesFor('it'),
  textRulesFor('tr'),
];

/** Whether two answers are one answer under a language's rules. */
function same(first: string, second: string, rules = textRulesFor('en')): boolean {
  return comparisonKey(first, rules) === comparisonKey(second, rules);
}

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

describe('comparisonKey in a game language', () => {
  it('in German, folds umlauts and writes ß and ẞ as ss', () => {
    expect(same('Müller', 'Muller', de)).toBe(true);
    expect(same('Straße', 'STRASSE', de)).toBe(true);
    expect(same('STRAẞE', 'strasse', de)).toBe(true);
    expect(comparisonKey('Größe', de)).toBe('grosse');
  });

  it('in Spanish, keeps ñ apart from n and folds every other accent', () => {
    expect(same('Año', 'Ano', es)).toBe(false);
    expect(same('AÑO', 'año', es)).toBe(true);
    expect(same('Año', 'año', es)).toBe(true);
    expect(same('Pingüino', 'pinguino', es)).toBe(true);
    expect(same('Canción', 'cancion', es)).toBe(true);
  });

  it('in French and Italian, folds every accent, and œ as oe', () => {
    expect(same('Œuf', 'oeuf', fr)).toBe(true);
    expect(same('Façade', 'facade', fr)).toBe(true);
    expect(same('Città', 'citta', it_)).toBe(true);
  });

  it('in Turkish, keeps its own letters and both i apart, and folds foreign accents', () => {
    expect(same('Çam', 'Cam', tr)).toBe(false);
    expect(same('Dağ', 'Dag', tr)).toBe(false);
    expect(same('ılık', 'ilik', tr)).toBe(false);
    expect(same('ILIK', 'ılık', tr)).toBe(true);
    expect(same('İZMİR', 'izmir', tr)).toBe(true);
    expect(same('IZMIR', 'izmir', tr)).toBe(false);
    expect(same('Kâğıt', 'kağıt', tr)).toBe(true);
    expect(same('MİLLÎ', 'millî', tr)).toBe(true);
    expect(same('Café', 'cafe', tr)).toBe(true);
  });

  it('in English, folds them all, as before there were languages', () => {
    expect(same('Año', 'ano')).toBe(true);
    expect(same('Çam', 'cam')).toBe(true);
    expect(same('ılık', 'ilik')).toBe(true);
  });

  it('remembers keys by language, so one text can have a key in each', () => {
    expect(comparisonKey('Año', es)).toBe('año');
    expect(comparisonKey('Año')).toBe('ano');
    expect(comparisonKey('Año', es)).toBe('año');
  });

  it('folds accents but for the language’s own letters, keeping case', () => {
    expect(foldAccents('Ñandú', es)).toBe('Ñandu');
    expect(foldAccents('İzmir Çeşme Café', tr)).toBe('İzmir Çeşme Cafe');
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
