import { describe, expect, it } from 'vitest';
import { gameProgressSchema } from './game-api.ts';
import { roomVersionSchema } from './room-version.ts';

describe('roomVersionSchema', () => {
  it('accepts a room’s versions, which start at 1 and count whole commits', () => {
    for (const version of [1, 2, 9_007_199_254_740_991])
      expect(roomVersionSchema.parse(version)).toBe(version);
  });

  it('refuses anything a committed room cannot be at', () => {
    for (const version of [0, -1, 1.5, '3', null, undefined, Number.NaN]) {
      expect(roomVersionSchema.safeParse(version).success).toBe(false);
    }
  });

  it('is required on a progress message, so a client can order it among views', () => {
    const progress = { roomId: 'r', round: 1, serverNow: 1, progress: [], reviewDone: [] };
    expect(gameProgressSchema.safeParse(progress).success).toBe(false);
    expect(gameProgressSchema.safeParse({ ...progress, version: 4 }).success).toBe(true);
  });
});
