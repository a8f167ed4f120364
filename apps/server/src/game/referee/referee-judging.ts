import { applyRefereeMarks, awaitsReferee, type GameError, type GameState } from '@npat/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomService } from '../../room-pipeline/room-service.ts';
import { gameDecision } from '../game-decision.ts';
import { learnedLookupOf } from '../../storage/referee-learned-lookup.ts';
import type { LearnedRow } from '../../storage/referee-learned-repository.ts';
import { keysToLookUp, refereeMarks, rudeAnswers } from './judge-round.ts';

/** Reads what players decided on these keys (the learning table); null when learning is off. */
export type ReadLearned = (
  language: string,
  pairs: readonly { category: string; answerKey: string }[],
) => Promise<readonly LearnedRow[]>;

export interface RefereeJudging {
  /** Told of every committed game: judges its review once the answers are revealed and not judged yet. */
  committed(roomId: string, game: GameState): void;
  /** Resolves once every judging under way has settled (for shutdown and tests). */
  idle(): Promise<void>;
}

/**
 * The referee's part of the review (docs/decisions/067-referee-in-the-review.md): after the commit that
 * reveals the answers, it reads what players decided on them, judges them, and commits the marks as one
 * more change of the room. A node that crashed in between leaves the round unjudged, and the room's next
 * change (a player coming back) judges it; a second judging of the same round changes nothing.
 */
export function createRefereeJudging(deps: {
  readonly rooms: RoomService;
  readonly readLearned: ReadLearned | null;
  readonly logger: FastifyBaseLogger;
}): RefereeJudging {
  const running = new Map<string, Promise<void>>();

  const judgeRoom = async (roomId: string, game: GameState, round: number) => {
    const rows = deps.readLearned ? await deps.readLearned(game.settings.language, keysToLookUp(game)) : [];
    await deps.rooms.change<GameError>(roomId, ({ snapshot }, time) => {
      if (snapshot.game === null) return { kind: 'keep' };
      // Judged on the room as it is now: answers are frozen once revealed, so the read above still holds.
      const marks = refereeMarks(snapshot.game, learnedLookupOf(rows));
      const rude = rudeAnswers(snapshot.game);
      return gameDecision(snapshot, applyRefereeMarks(snapshot.game, { round, marks, rude }, time));
    });
  };

  return {
    committed(roomId, game) {
      if (!awaitsReferee(game)) return;
      const round = game.rounds[game.rounds.length - 1]?.number ?? 0;
      const key = `${roomId}\u0000${round}`;
      if (running.has(key)) return;
      const work = judgeRoom(roomId, game, round)
        .catch((error: unknown) => {
          // The round stays unjudged; the room's next change tries again.
          deps.logger.warn({ err: error, roomId }, 'The referee could not judge a review');
        })
        .finally(() => running.delete(key));
      running.set(key, work);
    },
    async idle() {
      await Promise.all(running.values());
    },
  };
}
