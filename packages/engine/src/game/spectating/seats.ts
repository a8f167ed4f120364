/** Who may take a seat in a running game (docs/product/rules.md#late-join), as data both the intent and the view read. */
import { SETTINGS_LIMITS } from '@npat/protocol';
import type { GameErrorCode } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import type { GameSpectator, GameState } from '../state.ts';

/** The phases in which a round after the current one can still begin. */
const PHASES_BEFORE_RESULTS = ['ROUND_STARTING', 'ANSWERING', 'REVIEWING', 'ROUND_RESULTS'];

/** The spectators who are here now: only they are shown and count towards the limit. */
export function watchingNow(state: GameState): GameSpectator[] {
  return state.spectators.filter((spectator) => spectator.connected);
}

/** Whether one more spectator may watch. */
export function roomToWatch(state: GameState): boolean {
  return watchingNow(state).length < SETTINGS_LIMITS.spectators;
}

/** Seats taken: players still in the game, and spectators already promised one from the next round. */
export function seatsTaken(state: GameState): number {
  const players = state.players.filter((player) => !player.left).length;
  return players + state.spectators.filter((spectator) => spectator.joinsNextRound).length;
}

/**
 * Why spectator `uid` may not ask for a seat from the next round now, or null when they may: late join is
 * on, a later round is still to come, and a seat is free.
 */
export function lateJoinRefusal(state: GameState, uid: string): GameErrorCode | null {
  if (state.players.some((player) => player.uid === uid)) return 'already-playing';
  if (!state.settings.lateJoin) return 'late-join-off';
  if (!PHASES_BEFORE_RESULTS.includes(state.phase)) return 'wrong-phase';
  if (state.currentRound >= state.settings.rounds) return 'no-round-left';
  const promised = state.spectators.some((spectator) => spectator.uid === uid && spectator.joinsNextRound);
  if (!promised && seatsTaken(state) >= state.settings.maxPlayers) return 'no-seat-free';
  return null;
}

/**
 * At the start of round `round`, every spectator who asked for a seat becomes a player (connected as they
 * are); their missed rounds score nothing, since they have no scores there.
 */
export function seatLateJoiners(draft: GameState, round: number, events: GameEvent[]): void {
  const joining = draft.spectators.filter((spectator) => spectator.joinsNextRound);
  if (joining.length === 0) return;
  draft.spectators = draft.spectators.filter((spectator) => !spectator.joinsNextRound);
  for (const { uid, displayName, photoURL, connected } of joining) {
    draft.players.push({ uid, displayName, photoURL, connected, left: false });
    draft.lateJoiners.push({ uid, fromRound: round });
    events.push({ type: 'player-seated', uid, round });
  }
}
