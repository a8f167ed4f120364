/**
 * The intents only the server sends, never on the wire (docs/product/rules.md#presence): a player's or
 * spectator's connection coming or going, and someone without a seat starting to watch. A small table of
 * their own, run by the same path as the players' (apply-intent.ts), so they cannot be sent by a browser.
 */
import type { GameResult } from '../errors.ts';
import { setSpectatorPresence, watchGame, type SpectatorProfile } from '../spectating/spectator-intents.ts';
import type { GameState } from '../state.ts';
import { applyTableIntent, type MoveCall } from './apply-intent.ts';
import type { MoveTable } from './game-moves.ts';
import { setPresence } from './presence-intents.ts';

type ServerPayloads = {
  'set-presence': { connected: boolean };
  watch: SpectatorProfile;
};

const SERVER_MOVES: MoveTable<keyof ServerPayloads, ServerPayloads> = {
  'set-presence': {
    by: 'player',
    phases: ['ROUND_STARTING', 'ANSWERING', 'REVIEWING', 'ROUND_RESULTS', 'FINAL_RESULTS'],
    rule: setPresence,
    spectator: (state, uid, { connected }, now) => setSpectatorPresence(state, uid, connected, now),
  },
  watch: {
    by: 'spectator',
    rule: watchGame,
    allowedFor: () => false,
  },
};

/** An intent the server sends on its own behalf for `uid`. */
export type ServerIntent = MoveCall<keyof ServerPayloads, ServerPayloads>;

/** Applies one of the server's own intents for `uid` at `now`; never changes `state`. */
export function applyServerIntent(
  state: GameState,
  uid: string,
  call: ServerIntent,
  now: number,
): GameResult {
  return applyTableIntent(SERVER_MOVES, state, uid, call, now);
}
