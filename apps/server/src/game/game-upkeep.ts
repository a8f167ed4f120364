import {
  applyGameIntent,
  applyServerIntent,
  type GameEvent,
  type GameResult,
  type GameState,
} from '@npat/engine';
import type { RoomPhase } from '../room-pipeline/room-phase.ts';
import type { RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { Decision } from '../room-pipeline/room-writer.ts';
import { gameChange } from './game-decision.ts';

// Changes the server makes to a running game on its own (presence, closing an abandoned room), through
// the same room path as the lobby's: the pipeline's upkeep (room-pipeline/room-upkeep.ts) asks the game
// once there is one.

/** `apply` for each of `uids` in turn; players the engine refuses it for (left, game over) are passed over. */
function forEach(
  snapshot: RoomSnapshot & { game: GameState },
  uids: readonly string[],
  apply: (state: GameState, uid: string) => GameResult,
): Decision<never> {
  let state = snapshot.game;
  const events: GameEvent[] = [];
  for (const uid of uids) {
    const result = apply(state, uid);
    if (!result.ok) continue;
    state = result.state;
    events.push(...result.events);
  }
  return gameChange(snapshot, state, events);
}

/** People still in the game, of `uids` if given: bots have no connection, and go when the people do. */
function playersIn(game: GameState, uids?: readonly string[]): string[] {
  return game.players
    .filter(
      (player) =>
        !player.left && player.bot === undefined && (uids === undefined || uids.includes(player.uid)),
    )
    .map((player) => player.uid);
}

/** Spectators of the game, of `uids` if given. */
function spectatorsIn(game: GameState, uids?: readonly string[]): string[] {
  return game.spectators
    .filter((spectator) => uids === undefined || uids.includes(spectator.uid))
    .map((spectator) => spectator.uid);
}

/** Marks players and spectators of the game connected or away, as the sockets in the room say (`connected`). */
function gamePresence(
  snapshot: RoomSnapshot & { game: GameState },
  connected: ReadonlySet<string>,
  uids: readonly string[] | undefined,
  now: number,
): Decision<never> {
  const present = [...playersIn(snapshot.game, uids), ...spectatorsIn(snapshot.game, uids)];
  return forEach(snapshot, present, (state, uid) =>
    applyServerIntent(state, uid, { name: 'set-presence', payload: { connected: connected.has(uid) } }, now),
  );
}

/** Every listed player leaves the game on purpose; when nobody is left, the game is completed. */
function gameLeave(
  snapshot: RoomSnapshot & { game: GameState },
  uids: readonly string[] | undefined,
  now: number,
): Decision<never> {
  return forEach(snapshot, playersIn(snapshot.game, uids), (state, uid) =>
    applyGameIntent(state, uid, { name: 'game:leave', payload: {} }, now),
  );
}

/** Narrows a snapshot to one with a game. */
function hasGame(snapshot: RoomSnapshot): snapshot is RoomSnapshot & { game: GameState } {
  return snapshot.game !== null;
}

/** The game as a phase of the room pipeline: it runs a room from the moment its game is set up. */
export const gamePhase: RoomPhase = {
  runs: hasGame,
  presence: (snapshot, connected, uids, now) =>
    hasGame(snapshot) ? gamePresence(snapshot, connected, uids, now) : { kind: 'keep' },
  // A game ends when its last player leaves it (GAME-COMPLETED), which closes the room.
  abandon: (snapshot, now) => (hasGame(snapshot) ? gameLeave(snapshot, undefined, now) : { kind: 'keep' }),
};
