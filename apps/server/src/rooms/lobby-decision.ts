import type { GameStart, GameState, LobbyOutcome, RandomSource } from '@npat/engine';
import type { RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { Decide, Decision } from '../room-pipeline/room-writer.ts';
import { runLobbyIntent, type LobbyIntent } from './lobby-intents.ts';
import { cryptoRandom } from './room-ids.ts';

/**
 * What the lobby hands a room over to. app.ts passes in the game's (game/game-hand-over.ts): the lobby
 * does not import the game, it only names what it needs of it.
 */
export interface GameHandOver {
  /** The game the host's start sets up, every draw taken from `rng`; it commits with the start. */
  start(start: GameStart, rng: RandomSource): GameState;
  /** The room with `uid` gone from its running game too; `keep` when no game has them any more. */
  leave(snapshot: RoomSnapshot, uid: string, time: number): Decision<never>;
}

/** The decision an engine outcome amounts to: no events means nothing changed. */
export function toDecision(
  snapshot: RoomSnapshot,
  outcome: LobbyOutcome,
  gameStart = snapshot.gameStart,
  game = snapshot.game,
): Decision {
  if (!outcome.ok) return { kind: 'refuse', error: outcome.error };
  if (outcome.events.length === 0) return { kind: 'keep' };
  return {
    kind: 'change',
    snapshot: { ...snapshot, lobby: outcome.state, gameStart, game },
    events: outcome.events,
  };
}

/**
 * The decision of the engine's rules on one intent of `uid`. A start hands over to the game in the
 * same decision, so the room is committed with its first round (game/game-start.ts); leaving a room
 * whose game runs leaves the game too (their points stay, nobody waits for them any more).
 */
export function decideIntent(uid: string, intent: LobbyIntent, game: GameHandOver): Decide {
  return ({ snapshot }, time) => {
    const outcome = runLobbyIntent(snapshot.lobby, uid, intent, time);
    if (!outcome.ok) return toDecision(snapshot, outcome);
    if (outcome.game !== undefined)
      return toDecision(snapshot, outcome, outcome.game, game.start(outcome.game, cryptoRandom));
    const decision = toDecision(snapshot, outcome);
    return intent.type === 'leave' ? alsoLeavingTheGame(decision, uid, time, game) : decision;
  };
}

/** A lobby leave, extended by the game's own leave when a game runs and still has `uid` in it. */
function alsoLeavingTheGame(decision: Decision, uid: string, time: number, game: GameHandOver): Decision {
  if (decision.kind !== 'change') return decision;
  const withGame = game.leave(decision.snapshot, uid, time);
  if (withGame.kind !== 'change') return decision;
  return { ...withGame, events: [...decision.events, ...withGame.events] };
}
