import { describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET, joinCodeSchema } from './lobby.ts';
import { GAME_PHASES, ROOM_PHASES } from './room-phases.ts';
import { VALIDATION } from './messages.ts';

describe('joinCodeSchema', () => {
  it('accepts a code typed in any case with surrounding space', () => {
    expect(joinCodeSchema.parse('  g2f3xa ')).toBe('G2F3XA');
  });

  it('refuses codes of another length or with characters outside the alphabet', () => {
    for (const code of ['G2F3X', 'G2F3XAB', 'G0F3XA', 'GOF3XA', 'G1F3XA', 'GIF3XA', 'G2F 3X', '', 42]) {
      const result = joinCodeSchema.safeParse(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(VALIDATION.gameCodeInvalid);
    }
  });

  it('uses 32 distinct characters without 0, O, 1 or I', () => {
    // The first design named L as left out too, but the alphabet it gave (and we keep) has L in it.
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(32);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });
});

describe('ROOM_PHASES', () => {
  it('keeps the original spelling of the first and last phase', () => {
    expect(ROOM_PHASES[0]).toBe('LOBBY');
    expect(ROOM_PHASES.at(-1)).toBe('GAME-COMPLETED');
  });

  it('are the lobby followed by the game’s phases, each once', () => {
    expect(ROOM_PHASES).toEqual(['LOBBY', ...GAME_PHASES]);
    expect(new Set(ROOM_PHASES).size).toBe(ROOM_PHASES.length);
  });
});
