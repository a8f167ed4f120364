/**
 * What someone without a seat does in a running game (docs/product/rules.md#late-join): watch, come and go,
 * ask for a seat from the next round, stop watching. Their own rules, since `defineIntent` lets only
 * players act.
 */
import { changeGame } from '../change-game.ts';
import { refuse, type GameErrorCode, type GameResult } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import type { GameSpectator, GameState } from '../state.ts';
import { lateJoinRefusal, roomToWatch } from './seats.ts';

/** Who a new spectator is, as the server's session knows them, and whether the lobby turned them away. */
export interface SpectatorProfile {
  displayName: string;
  photoURL: string;
  /** The host locked the room: nobody new comes in, not even to watch. */
  roomLocked: boolean;
  /** The host removed this user from the room's lobby. */
  removed: boolean;
}

type SpectatorRule = (
  draft: GameState,
  spectator: GameSpectator | undefined,
  events: GameEvent[],
) => GameErrorCode | null;

/** Runs `rule` on a draft of `state` advanced to `now`, as player intents do (see changeGame). */
function runSpectatorRule(state: GameState, uid: string, now: number, rule: SpectatorRule): GameResult {
  if (state.players.some((player) => player.uid === uid)) return refuse('already-playing');
  return changeGame(state, now, (draft, events) =>
    rule(
      draft,
      draft.spectators.find((each) => each.uid === uid),
      events,
    ),
  );
}

/**
 * `uid` starts (or goes on) watching: at most SETTINGS_LIMITS.spectators at once, until the game is over;
 * never someone the host removed, nor anyone new in a locked room.
 */
export function watchGame(state: GameState, uid: string, profile: SpectatorProfile, now: number): GameResult {
  return runSpectatorRule(state, uid, now, (draft, spectator, events) => {
    if (draft.phase === 'GAME-COMPLETED') return 'wrong-phase';
    if (profile.removed) return 'removed-by-host';
    if (spectator?.connected) return null;
    if (profile.roomLocked && !spectator) return 'room-locked';
    if (!roomToWatch(draft)) return 'spectators-full';
    if (spectator) spectator.connected = true;
    else {
      const { displayName, photoURL } = profile;
      draft.spectators.push({ uid, displayName, photoURL, connected: true, joinsNextRound: false });
    }
    events.push({ type: 'spectator-changed', uid, watching: true });
    return null;
  });
}

/** The server reports a spectator's connection going (or coming back). */
export function setSpectatorPresence(
  state: GameState,
  uid: string,
  connected: boolean,
  now: number,
): GameResult {
  return runSpectatorRule(state, uid, now, (_draft, spectator, events) => {
    if (!spectator) return 'not-a-player';
    if (spectator.connected === connected) return null;
    spectator.connected = connected;
    events.push({ type: 'spectator-changed', uid, watching: connected });
    return null;
  });
}

/** A spectator asks for a seat from the next round (`join`), or takes the request back. */
export function askToJoin(state: GameState, uid: string, join: boolean, now: number): GameResult {
  return runSpectatorRule(state, uid, now, (draft, spectator, events) => {
    if (!spectator) return 'not-a-player';
    if (spectator.joinsNextRound === join) return null;
    if (join) {
      const refusal = lateJoinRefusal(draft, uid);
      if (refusal !== null) return refusal;
    }
    spectator.joinsNextRound = join;
    events.push({ type: 'late-join-asked', uid, join });
    return null;
  });
}

/** A spectator leaves: they are no longer shown, and a seat they were promised is free again. */
export function stopWatching(state: GameState, uid: string, now: number): GameResult {
  return runSpectatorRule(state, uid, now, (draft, spectator, events) => {
    if (!spectator) return 'not-a-player';
    draft.spectators = draft.spectators.filter((each) => each.uid !== uid);
    events.push({ type: 'spectator-changed', uid, watching: false });
    return null;
  });
}
