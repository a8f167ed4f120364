import { z } from 'zod';
import { playAgainSchema } from './game-api.ts';
import { codesOf, type GameErrorCode, type LobbyErrorCode } from './error-codes.ts';
import { playerViewSchema } from './player-view.ts';
import { roomVersionSchema } from './room-version.ts';

/**
 * What a game intent is answered with. Each is sent after the intent was committed (or refused with
 * nothing changed); the web parses every one before acting on it.
 */

/**
 * Every code a game intent may be refused with: the engine's (GAME_ERRORS holds a message for each) and
 * the server's own, which the lobby's refusals share (busy, rate-limited, invalid-request, …).
 */
export type GameRefusalCode = LobbyErrorCode | GameErrorCode;

const GAME_REFUSAL_CODES: [GameRefusalCode, ...GameRefusalCode[]] = [...codesOf('lobby'), ...codesOf('game')];

export const gameErrorSchema = z.object({ code: z.enum(GAME_REFUSAL_CODES), message: z.string() });
export type GameError = z.infer<typeof gameErrorSchema>;

const refusedSchema = z.object({ ok: z.literal(false), error: gameErrorSchema });

/** The ack of every game intent but a draft; `game:play-again`'s also carries the new lobby in `invite`. */
export const gameAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), view: playerViewSchema, invite: playAgainSchema.optional() }),
  refusedSchema,
]);

/**
 * The ack of a draft (`game:save-answer`), most intents by far: no view comes back, since the sender
 * holds what it typed. `version` is the room's version that holds the draft: every view of that
 * version or later has it, an older one does not yet.
 */
export const draftAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), version: roomVersionSchema }),
  refusedSchema,
]);

/** The answer to 'clock:ping': the server's clock when it answered. */
export const clockPongSchema = z.object({ serverNow: z.number() });
export type ClockPong = z.infer<typeof clockPongSchema>;
