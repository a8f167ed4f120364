import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  clockPongSchema,
  draftAckSchema,
  gameAckSchema,
  gameErrorSchema,
  type ClockPong,
} from './game-acks.ts';
import type { DraftAck, GameAck } from './game-api.ts';
import { LOBBY_ERROR_CODES } from './lobby.ts';
import { GAME_ERRORS, LOBBY_ERRORS } from './messages.ts';

describe('the acks of game intents', () => {
  it('have the types the event maps declare', () => {
    expectTypeOf<z.infer<typeof gameAckSchema>>().toEqualTypeOf<GameAck>();
    expectTypeOf<z.infer<typeof draftAckSchema>>().toEqualTypeOf<DraftAck>();
    expectTypeOf<z.infer<typeof clockPongSchema>>().toEqualTypeOf<ClockPong>();
  });

  it('accept the server’s own refusals and the engine’s', () => {
    const busy = { code: LOBBY_ERROR_CODES.busy, message: LOBBY_ERRORS.busy };
    expect(draftAckSchema.safeParse({ ok: false, error: busy }).success).toBe(true);
    for (const [code, message] of Object.entries(GAME_ERRORS)) {
      expect(gameErrorSchema.safeParse({ code, message }).success).toBe(true);
    }
  });

  it('refuse a refusal whose code no one sends, and an accepted ack without its view', () => {
    expect(gameErrorSchema.safeParse({ code: 'no-such-code', message: 'Hm.' }).success).toBe(false);
    expect(gameAckSchema.safeParse({ ok: true }).success).toBe(false);
    expect(draftAckSchema.safeParse({ ok: true, version: 0 }).success).toBe(false);
    expect(clockPongSchema.safeParse({ serverNow: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});
