import { applyGameIntent, type GameEvent, type GameIntent, type GameState } from '@npat/engine';
import type { RoomSnapshot } from '../rooms/room-snapshot.ts';
import type { Decision } from '../rooms/room-writer.ts';
import { gameChange } from './game-decision.ts';

// Changes the server makes to a running game on its own (presence, closing, a deleted guest), through
// the same room path as the lobby's: room-upkeep.ts and the room service pick these once there is a game.

/** `intent` for each of `uids` in turn; players the engine refuses it for (left, game over) are passed over. */
function forEach(
  snapshot: RoomSnapshot & { game: GameState },
  uids: readonly string[],
  intentOf: (uid: string) => GameIntent,
  now: number,
): Decision<never> {
  let state = snapshot.game;
  const events: GameEvent[] = [];
  for (const uid of uids) {
    const result = applyGameIntent(state, uid, intentOf(uid), now);
    if (!result.ok) continue;
    state = result.state;
    events.push(...result.events);
  }
  return gameChange(snapshot, state, events);
}

/** Players still in the game, of `uids` if given. */
function playersIn(game: GameState, uids?: readonly string[]): string[] {
  return game.players
    .filter((player) => !player.left && (uids === undefined || uids.includes(player.uid)))
    .map((player) => player.uid);
}

/** Marks players of the game connected or away, as the sockets in the room say (`connected`). */
export function gamePresence(
  snapshot: RoomSnapshot & { game: GameState },
  connected: ReadonlySet<string>,
  uids: readonly string[] | undefined,
  now: number,
): Decision<never> {
  const players = playersIn(snapshot.game, uids);
  return forEach(snapshot, players, (uid) => ({ type: 'setPresence', connected: connected.has(uid) }), now);
}

/** Every listed player leaves the game on purpose; when nobody is left, the game is completed. */
export function gameLeave(
  snapshot: RoomSnapshot & { game: GameState },
  uids: readonly string[] | undefined,
  now: number,
): Decision<never> {
  return forEach(snapshot, playersIn(snapshot.game, uids), () => ({ type: 'leaveGame' }), now);
}

/** Narrows a snapshot to one with a game. */
export function hasGame(snapshot: RoomSnapshot): snapshot is RoomSnapshot & { game: GameState } {
  return snapshot.game !== null;
}
