import { GAME_ERRORS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { GAME_ERROR_CODES, refuse } from './errors.ts';

describe('GAME_ERROR_CODES', () => {
  it('spells every code in kebab-case and has a message for each', () => {
    for (const code of Object.values(GAME_ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(refuse(code)).toEqual({ ok: false, error: { code, message: GAME_ERRORS[code] } });
    }
    expect(Object.keys(GAME_ERRORS).sort()).toEqual(Object.values(GAME_ERROR_CODES).sort());
  });
});
