import type { FastifyBaseLogger } from 'fastify';
import type { RoomService } from '../../room-pipeline/room-service.ts';
import type { Repositories } from '../../storage/repositories.ts';
import { createRefereeJudging, type RefereeJudging } from './referee-judging.ts';
import { finishedReviewDecisions } from './review-decisions.ts';

/**
 * The referee in the game (docs/decisions/067-referee-in-the-review.md): every committed change of a game
 * may reveal answers to judge, or finish a review to learn from. Learning (REFEREE_LEARNING) records what
 * each finished review kept and struck out, and lets judging read it; off, the referee knows only its data.
 * A review is learned from by the node that committed its end, after the commit: a crash in between loses
 * that one round's counts, never a player's action.
 */
export function registerRefereeReview(deps: {
  readonly rooms: RoomService;
  readonly repositories: Repositories;
  readonly learning: boolean;
  readonly logger: FastifyBaseLogger;
}): RefereeJudging {
  const { repositories, logger } = deps;
  const learned = repositories.refereeLearned;
  const judging = createRefereeJudging({
    rooms: deps.rooms,
    readLearned: deps.learning ? (language, pairs) => learned.countsOf(language, pairs) : null,
    logger,
  });
  const recording = new Set<Promise<void>>();
  deps.rooms.onCommitted((roomId, { snapshot, previous }) => {
    const { game } = snapshot;
    if (game === null) return;
    judging.committed(roomId, game);
    if (!deps.learning) return;
    const decisions = finishedReviewDecisions(previous.game, game);
    if (decisions.length === 0) return;
    const work = learned
      .record(decisions)
      .catch((error: unknown) =>
        logger.warn({ err: error, roomId }, 'The referee could not learn from a review'),
      )
      .finally(() => recording.delete(work));
    recording.add(work);
  });
  return {
    committed: judging.committed,
    async idle() {
      await Promise.all([judging.idle(), ...recording]);
    },
  };
}
