import { gameResults, type GameError, type GameEvent, type GameResult, type GameState } from '@npat/engine';
import type { RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { Decision } from '../room-pipeline/room-writer.ts';
import type { Repositories } from '../storage/repositories.ts';

/**
 * The decision an engine result amounts to for the room: a refusal, nothing (no events: the intent
 * was a repetition, or no deadline was due), or the room with its new game.
 */
export function gameDecision(snapshot: RoomSnapshot, result: GameResult): Decision<GameError> {
  if (!result.ok) return { kind: 'refuse', error: result.error };
  return gameChange(snapshot, result.state, result.events);
}

/**
 * The room with its game at `after`, or nothing when there are no events. When the game has just
 * reached its final results, they are stored for the history page in the same transaction.
 */
export function gameChange(
  snapshot: RoomSnapshot,
  after: GameState,
  events: readonly GameEvent[],
): Decision<never> {
  if (events.length === 0) return { kind: 'keep' };
  const before = snapshot.game;
  // finalResultsAt rather than the phase: one late tick may pass FINAL_RESULTS and complete the game.
  const finished = before?.finalResultsAt === null && after.finalResultsAt !== null;
  return {
    kind: 'change',
    snapshot: { ...snapshot, game: after },
    events,
    ...(finished &&
      after.finalResultsAt !== null && {
        alsoCommit: saveResults(snapshot.lobby.roomId, after, after.finalResultsAt),
      }),
  };
}

function saveResults(roomId: string, game: GameState, finishedAt: number) {
  return (repositories: Repositories) =>
    repositories.gameResults.save({
      roomId,
      finishedAt,
      results: JSON.stringify(gameResults(game)),
      // A bot is in the results and on the podium, but in no account's history (docs/product/rules.md#bots).
      uids: game.players.filter((player) => player.bot === undefined).map((player) => player.uid),
    });
}
