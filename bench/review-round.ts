import type { PlayerView, ReviewAnswerView } from '@npat/engine';
import type { GameAck } from '@npat/protocol';
import type { BotConnection } from './bot-connection.ts';
import { pause, randomMs } from './pool.ts';

type Ack = GameAck<PlayerView>;

export interface ReviewContext {
  readonly connection: BotConnection;
  readonly roomId: string;
  readonly isHost: boolean;
  readonly challengeRate: number;
  readonly waitMs: number;
  readonly deadline: number;
}

/** Another player's non-empty answer, picked at random, to challenge; undefined when there is none. */
function answerToChallenge(view: PlayerView): { categoryId: string; answer: ReviewAnswerView } | undefined {
  const candidates = (view.round.review?.categories ?? []).flatMap((category) =>
    category.answers
      .filter((answer) => answer.uid !== view.you && answer.text.trim() !== '')
      .map((answer) => ({ categoryId: category.categoryId, answer })),
  );
  return candidates[Math.floor(Math.random() * candidates.length)];
}

/** Whether every other present player has pressed Done in the review (or the review is over). */
function othersDone(view: PlayerView): boolean {
  if (view.phase !== 'REVIEWING') return true;
  const done = new Set(view.round.review?.done ?? []);
  return view.players.every(
    (player) => player.uid === view.you || player.left || !player.connected || done.has(player.uid),
  );
}

/**
 * REVIEWING for one bot: a moment to read, perhaps one challenge, then Done. The host instead waits
 * for everyone else's Done and presses Continue, as a host who moves the game on would.
 */
export async function reviewRound(context: ReviewContext, view: PlayerView): Promise<void> {
  const { connection, roomId } = context;
  await pause(randomMs(300, 2000), context.deadline);
  const target = Math.random() < context.challengeRate ? answerToChallenge(view) : undefined;
  if (target !== undefined) {
    await connection.send<Ack>('game:challenge', {
      roomId,
      authorUid: target.answer.uid,
      categoryId: target.categoryId,
    });
  }
  if (!context.isHost) {
    await connection.send<Ack>('game:review-done', { roomId });
    return;
  }
  const round = view.round.number;
  const settled = await connection.waitForGame(
    (latest) => latest.round.number !== round || othersDone(latest),
    context.waitMs,
    `everyone's review Done in round ${round}`,
  );
  if (settled.phase === 'REVIEWING') await connection.send<Ack>('game:continue', { roomId });
}

/** ROUND_RESULTS: the host looks at the table for a moment and starts the next round (or the final results). */
export async function leaveResults(context: ReviewContext): Promise<void> {
  if (!context.isHost) return;
  await pause(randomMs(500, 1500), context.deadline);
  // ROUND_RESULTS also ends by itself after 15 s; a host that slow would only be refused.
  if (context.connection.game?.phase !== 'ROUND_RESULTS') return;
  await context.connection.send<Ack>('game:next-round', { roomId: context.roomId });
}
