import {
  ALPHABET,
  alphabetOf,
  CATEGORY_LIBRARY_IDS,
  GAME_LANGUAGES,
  clockPingSchema,
  gameIntentSchemas,
  lobbyIntentSchemas,
  roomSettingsSchema,
  SETTINGS_LIMITS,
} from '@npat/protocol';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOf } from '../generate/zod-arbitrary.ts';

/** A socket event the server listens to, with the schema of its payload and the arbitrary of valid ones. */
export interface SocketEvent {
  readonly name: string;
  readonly schema: z.ZodType;
  readonly valid: fc.Arbitrary<unknown>;
  /** Whether the server answers every message with an ack (clock:ping answers valid pings only). */
  readonly alwaysAcks: boolean;
}

/** Schemas whose refinement a generic arbitrary cannot see. */
export const PROTOCOL_OVERRIDES = new Map<z.ZodType, fc.Arbitrary<unknown>>([
  // Distinct ids of the library, as many as a room may play.
  [
    roomSettingsSchema.shape.defaultCategories,
    fc.shuffledSubarray([...CATEGORY_LIBRARY_IDS], {
      minLength: SETTINGS_LIMITS.categories.min,
      maxLength: SETTINGS_LIMITS.categories.max,
    }),
  ],
  // Distinct letters, at least one per round of the most rounds a game has, and every one a letter of
  // every game language, whichever the language drawn beside them (both rules between settings).
  [
    roomSettingsSchema.shape.letters,
    fc.shuffledSubarray(
      ALPHABET.filter((letter) => GAME_LANGUAGES.every((code) => alphabetOf(code).includes(letter))),
      { minLength: SETTINGS_LIMITS.rounds.max },
    ),
  ],
]);

/**
 * Every event the server listens to, from the protocol's schema maps: a new intent is fuzzed as soon
 * as it has a schema there.
 */
export const SOCKET_EVENTS: readonly SocketEvent[] = [
  ...Object.entries({ ...lobbyIntentSchemas, ...gameIntentSchemas }).map(([name, schema]) => ({
    name,
    schema: schema as z.ZodType,
    valid: arbitraryOf(schema as z.ZodType, PROTOCOL_OVERRIDES),
    alwaysAcks: true,
  })),
  { name: 'clock:ping', schema: clockPingSchema, valid: arbitraryOf(clockPingSchema), alwaysAcks: false },
];

/** Names nobody listens to, names of the server's own events, and odd ones. */
export const UNKNOWN_EVENTS: readonly string[] = [
  'lobby:unknown',
  'game:',
  'lobby:JOIN',
  'server:hello',
  'lobby:state',
  'game:state',
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '',
  'x'.repeat(5000),
  '\u0000',
];

/** Names socket.io keeps for itself: its client refuses to emit them, so they go as raw packets. */
export const RESERVED_EVENTS: readonly string[] = [
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
];
