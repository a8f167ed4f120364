import { describe, expect, it } from 'vitest';
import { codesOf, ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { GAME_ERRORS, LOBBY_ERRORS } from './messages.ts';
import { englishOf, REFUSAL_WORDS } from './refusal-words.ts';

const allCodes = Object.values(ERROR_CODES).flatMap((side) => Object.values(side)) as ErrorCode[];

describe('the words of each refusal code', () => {
  it('name a message of the tables for every code they word', () => {
    for (const words of Object.values(REFUSAL_WORDS)) expect(englishOf(words)).toEqual(expect.any(String));
  });

  it('word only codes of the one table', () => {
    for (const code of Object.keys(REFUSAL_WORDS)) expect(allCodes).toContain(code);
  });

  it('word every lobby code but those that carry the failing field’s message', () => {
    const unworded = codesOf('lobby').filter((code) => REFUSAL_WORDS[code] === undefined);
    expect(unworded).toEqual(['invalid-settings', 'invalid-categories']);
  });

  it('give the lobby’s codes the English the server sends with them', () => {
    expect(englishOf(REFUSAL_WORDS['not-all-ready']!)).toBe(LOBBY_ERRORS.notAllReady);
    expect(englishOf(REFUSAL_WORDS.removed!)).toBe(LOBBY_ERRORS.removedByHost);
  });

  it('leave the game’s codes to GAME_ERRORS, which has a message for each', () => {
    expect(Object.keys(GAME_ERRORS).sort()).toEqual([...codesOf('game')].sort());
  });
});
