import type { PlayerView } from '@npat/engine';
import type { GameAck } from '@npat/protocol';
import { answerRound, type AckedAnswers } from './answer-round.ts';
import type { BotConnection } from './bot-connection.ts';
import { measureOffset } from './clock-offset.ts';
import { phaseArrivals, type PhaseArrival } from './fan-out.ts';
import type { BenchOptions } from './options.ts';
import { leaveResults, reviewRound } from './review-round.ts';

/** What one bot brings back from its game. */
export interface BotOutcome {
  readonly connection: BotConnection;
  readonly acked: AckedAnswers;
  readonly arrivals: readonly PhaseArrival[];
  offsetMs: number;
  /** The FINAL_RESULTS view; undefined when the bot did not get that far. */
  finalView: PlayerView | undefined;
}

export interface PlayContext {
  readonly roomId: string;
  readonly seat: number;
  readonly options: BenchOptions;
  readonly deadline: number;
  /** Called once when this bot sees round 1's ANSWERING (the host only, so once per room). */
  readonly onRoundOneAnswering?: (() => void) | undefined;
}

/** Longest wait for the next phase: a round's answering time plus reviewing and results, with room to spare. */
function phaseWaitMs(options: BenchOptions): number {
  return options.roundTime * 1000 + 90_000;
}

/**
 * One bot plays the whole game as a player would: joins the game and measures its clock, then for
 * every round answers, reviews and (as host) moves on, until FINAL_RESULTS. Any failure is thrown
 * after the outcome so far is kept in `partial`, so the caller can still report what got through.
 */
export async function playGame(
  connection: BotConnection,
  context: PlayContext,
  partial: { outcome?: BotOutcome },
): Promise<BotOutcome> {
  const { roomId, seat, options, deadline } = context;
  const observed = phaseArrivals();
  connection.onGameView = observed.observe;
  const result: BotOutcome = {
    connection,
    acked: new Map(),
    arrivals: observed.arrivals,
    offsetMs: 0,
    finalView: undefined,
  };
  partial.outcome = result;
  const { acked } = result;

  const joined = await connection.send<GameAck<PlayerView>>('game:join', { roomId });
  if (!joined.ok) throw new Error(`game:join refused: ${joined.error.code}`);
  result.offsetMs = await measureOffset(connection);
  const waitMs = Math.min(phaseWaitMs(options), Math.max(0, deadline - Date.now()));
  const isHost = seat === 0;
  const review = { connection, roomId, isHost, challengeRate: options.challengeRate, waitMs, deadline };

  for (let round = 1; round <= options.rounds; round += 1) {
    const answering = await connection.waitForGame(
      (view) => view.round.number === round && view.phase !== 'ROUND_STARTING',
      waitMs,
      `ANSWERING of round ${round}`,
    );
    if (round === 1) context.onRoundOneAnswering?.();
    if (answering.phase === 'ANSWERING') {
      const stopper = (round - 1) % options.players === seat;
      await answerRound({ connection, roomId, options, stopper, acked, deadline }, answering);
    }
    const reviewing = await connection.waitForGame(
      (view) => view.round.number === round && view.phase !== 'ANSWERING',
      waitMs,
      `REVIEWING of round ${round}`,
    );
    if (reviewing.phase === 'REVIEWING') await reviewRound(review, reviewing);
    await connection.waitForGame(
      (view) => view.round.number > round || ['ROUND_RESULTS', 'FINAL_RESULTS'].includes(view.phase),
      waitMs,
      `ROUND_RESULTS of round ${round}`,
    );
    await leaveResults(review);
  }
  result.finalView = await connection.waitForGame(
    (view) => view.phase === 'FINAL_RESULTS' || view.phase === 'GAME-COMPLETED',
    waitMs,
    'FINAL_RESULTS',
  );
  return result;
}
