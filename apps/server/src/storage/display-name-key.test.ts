import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayNameKey } from './display-name-key.ts';

describe('displayNameKey', () => {
  it.each([
    ['  Zoë   Smith ', 'zoe smith'],
    ['BOB', 'bob'],
    ['ALICE', 'alice'],
    ['Ｉan', 'ian'],
    ['Ａｌｉｃｅ', 'alice'],
    ['Renée', 'renee'],
    ['Łukasz', 'lukasz'],
    ['名前', '名前'],
    ['Jos\u00e9', 'Jose\u0301'],
  ])('gives %j and %j one key', (name, sameName) => {
    expect(displayNameKey(name)).toBe(displayNameKey(sameName));
  });

  it.each([
    ['\u0430lice', 'alice', 'a Cyrillic а'],
    ['ΑLICE', 'alice', 'a Greek capital alpha'],
    ['b\u043Eb', 'bob', 'a Cyrillic о'],
    ['bob0', 'bobo', 'a zero for an o'],
    ['paypa1', 'paypal', 'a one for an l'],
    ['rnary', 'mary', 'r and n for an m'],
    ['al\u200Bice', 'alice', 'a zero-width space'],
    ['\u0422omas', 'Tomas', 'a Cyrillic capital Т'],
    ['\u039Caria', 'Maria', 'a Greek capital Μ'],
    ['\u13A2omas', 'Tomas', 'a Cherokee Ꭲ'],
    ['BiII', 'Bill', 'capital I for small l'],
    ['AIice', 'Alice', 'a capital I for a small l'],
    ['Ian', 'lan', 'a small l for a capital I'],
  ])('gives %j the key of %j (%s)', (lookalike, name) => {
    expect(displayNameKey(lookalike)).toBe(displayNameKey(name));
  });

  it('keeps names that differ in letters apart', () => {
    expect(displayNameKey('anna')).not.toBe(displayNameKey('anne'));
    expect(displayNameKey('alice')).not.toBe(displayNameKey('alicia'));
    expect(displayNameKey('Борис')).not.toBe(displayNameKey('Бopиc Два'));
    expect(displayNameKey('Tomas')).not.toBe(displayNameKey('Thomas'));
  });
});

/**
 * Capitals of other scripts that Unicode's confusables table maps to a Latin letter, each above its Latin
 * letter: Cyrillic, Greek, Cherokee, and the Latin capital I, which reads as a small l.
 */
const CAPITAL_LOOKALIKES = pairs(
  '\u0410\u0412\u0415\u041D\u041A\u041C\u041E\u0420\u0421\u0422\u0425' +
    '\u0391\u0392\u0395\u0397\u039A\u039C\u039D\u039F\u03A1\u03A4\u03A7\u0399' +
    '\u13A0\u13A1\u13A2\u13AA\u13B3\u13BB\u13AC\u13B7\u13C0\u13DF\u13E2\u13F4I',
  'ABEHKMOPCTX' + 'ABEHKMNOPTXl' + 'DRTAWHEMGCPBl',
);
/** Small letters of Cyrillic and Greek confused with a Latin small letter. */
const SMALL_LOOKALIKES = pairs('\u0430\u0435\u043E\u0440\u0441\u0445\u0456\u0443\u03BF\u03B1', 'aeopcxiyoa');

function pairs(lookalikes: string, latin: string): (readonly [string, string])[] {
  return [...lookalikes].map((lookalike, at) => [lookalike, latin[at]!] as const);
}

describe('displayNameKey over lookalikes of every script', () => {
  const latinName = fc.stringMatching(/^[A-Za-z]{3,12}$/);

  /** `name` with the letter at `at` swapped for its lookalike, when it is that lookalike's Latin letter. */
  const withLookalike = (
    name: string,
    table: readonly (readonly [string, string])[],
    pick: number,
  ): [string, string] => {
    const [lookalike, latin] = table[pick % table.length]!;
    const at = pick % name.length;
    return [
      name.slice(0, at) + latin + name.slice(at + 1),
      name.slice(0, at) + lookalike + name.slice(at + 1),
    ];
  };

  it('gives a name with a capital lookalike the key of the Latin name', () => {
    fc.assert(
      fc.property(latinName, fc.nat(), (name, pick) => {
        const [latin, lookalike] = withLookalike(name, CAPITAL_LOOKALIKES, pick);
        expect(displayNameKey(lookalike)).toBe(displayNameKey(latin));
      }),
    );
  });

  it('gives a name with a small lookalike the key of the Latin name', () => {
    fc.assert(
      fc.property(latinName, fc.nat(), (name, pick) => {
        const [latin, lookalike] = withLookalike(name, SMALL_LOOKALIKES, pick);
        expect(displayNameKey(lookalike)).toBe(displayNameKey(latin));
      }),
    );
  });

  it('gives a name in any mix of capitals and small letters the key of its small letters', () => {
    fc.assert(
      fc.property(latinName, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (name, upper) => {
        const mixed = [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        expect(displayNameKey(mixed)).toBe(displayNameKey(name.toLowerCase()));
      }),
    );
  });
});
