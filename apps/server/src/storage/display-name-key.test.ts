import { describe, expect, it } from 'vitest';
import { displayNameKey } from './display-name-key.ts';

describe('displayNameKey', () => {
  it.each([
    ['  Zoë   Smith ', 'zoe smith'],
    ['BOB', 'bob'],
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
  ])('gives %j the key of %j (%s)', (lookalike, name) => {
    expect(displayNameKey(lookalike)).toBe(displayNameKey(name));
  });

  it('keeps names that differ in letters apart', () => {
    expect(displayNameKey('anna')).not.toBe(displayNameKey('anne'));
    expect(displayNameKey('alice')).not.toBe(displayNameKey('alicia'));
    expect(displayNameKey('Борис')).not.toBe(displayNameKey('Бopиc Два'));
  });
});
