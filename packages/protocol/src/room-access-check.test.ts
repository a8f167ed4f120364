import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_PHASES } from './room-phases.ts';
import { roomAccessCheck } from './room-access-check.ts';
import { roomAccessSchema } from './rooms-api.ts';

// Each field right, wrong or missing, plus anything at all.
const field = fc.oneof(
  fc.constantFrom(...ROOM_PHASES),
  fc.constantFrom('lobby', 'GAME_COMPLETED', '__proto__', 'toString'),
  fc.string(),
  fc.boolean(),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
);
const accessLike = fc.record(
  { roomId: field, phase: field, inSlot: field, canWatch: field, extra: fc.string() },
  { requiredKeys: [] },
);

describe('the room guard’s answer check', () => {
  it('accepts and shapes exactly what roomAccessSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(accessLike, fc.anything()), (value) => {
        const ours = roomAccessCheck.safeParse(value);
        const zods = roomAccessSchema.safeParse(value);
        expect(ours.success).toBe(zods.success);
        if (zods.success) expect(ours).toEqual({ success: true, data: zods.data });
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a real answer and drops keys the schema does not know', () => {
    const answer = { roomId: 'r1', phase: 'LOBBY', inSlot: true, canWatch: false, joinCode: 'ABC123' };
    expect(roomAccessCheck.safeParse(answer)).toEqual({
      success: true,
      data: { roomId: 'r1', phase: 'LOBBY', inSlot: true, canWatch: false },
    });
  });

  it('refuses an answer that does not say whether the user may watch', () => {
    // The handshake's protocol version keeps web and server of one release (decision 053): no default.
    expect(roomAccessCheck.safeParse({ roomId: 'r1', phase: 'LOBBY', inSlot: true }).success).toBe(false);
  });

  it('refuses a phase spelt differently from the server’s', () => {
    const answer = { roomId: 'r1', inSlot: false, canWatch: false };
    expect(roomAccessCheck.safeParse({ ...answer, phase: 'GAME_COMPLETED' }).success).toBe(false);
    expect(roomAccessCheck.safeParse({ ...answer, phase: 'lobby' }).success).toBe(false);
  });
});
