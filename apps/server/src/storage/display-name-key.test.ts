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
  ])('folds %j to %j', (name, key) => {
    expect(displayNameKey(name)).toBe(key);
  });

  it('gives a composed and a decomposed accent the same key', () => {
    expect(displayNameKey('Jos\u00e9')).toBe(displayNameKey('Jose\u0301'));
  });

  it('keeps names that differ in letters apart', () => {
    expect(displayNameKey('anna')).not.toBe(displayNameKey('anne'));
  });
});
