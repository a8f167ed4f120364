import type { PlayerView } from '@npat/engine';
import { distribution } from './metrics.ts';

/** A disconnect this soon after the SIGKILL is the kill's doing; any other one is an error. */
export const KILL_WINDOW_MS = 5000;

/**
 * What a KILL_NODE run observes around the kill: which disconnects it caused, how long the bots took
 * to get a fresh view back, what they had to send again. Also, in every run, each room's ANSWERING
 * deadline (`phaseEndsAt`) as every bot saw it: a kill must not move it.
 */
export class KillFigures {
  killedAt: number | undefined;
  killedNode: number | undefined;
  /** Disconnects within KILL_WINDOW_MS after the kill. */
  disconnects = 0;
  /** Per reconnect: disconnect → the fresh view of the rejoin (game:join or lobby:join ack), ms. */
  readonly reconnectMs: number[] = [];
  /** Intents whose ack the disconnect swallowed, sent again after the rejoin. */
  resent = 0;
  /** `${intent} (${code})` → refusals of intents sent again (e.g. a Done the server had committed). */
  readonly refusedAfterResend = new Map<string, number>();
  /** `${roomId}/${round}` → every ANSWERING `phaseEndsAt` seen before a STOP. */
  readonly answeringEnds = new Map<string, Set<number>>();

  explains(at: number): boolean {
    return this.killedAt !== undefined && at >= this.killedAt && at - this.killedAt <= KILL_WINDOW_MS;
  }

  noteView(view: PlayerView): void {
    // A STOP in Fastest Finger moves the deadline on purpose; only the round's own deadline is compared.
    if (view.phase !== 'ANSWERING' || view.round.stop !== null || view.phaseEndsAt === null) return;
    const key = `${view.roomId}/${view.round.number}`;
    const seen = this.answeringEnds.get(key);
    if (seen === undefined) this.answeringEnds.set(key, new Set([view.phaseEndsAt]));
    else seen.add(view.phaseEndsAt);
  }

  noteRefusedResend(intent: string, code: string): void {
    const key = `${intent} (${code})`;
    this.refusedAfterResend.set(key, (this.refusedAfterResend.get(key) ?? 0) + 1);
  }
}

/** The kill's figures for the report; `deadlinesMoved` lists the room rounds whose deadline changed. */
export function summarizeKill(figures: KillFigures) {
  const reconnect = distribution(figures.reconnectMs);
  const deadlinesMoved = [...figures.answeringEnds]
    .filter(([, ends]) => ends.size > 1)
    .map(([key, ends]) => `${key}: ${[...ends].join(' → ')}`);
  return {
    killed: figures.killedAt !== undefined,
    killedNode: figures.killedNode,
    disconnects: figures.disconnects,
    reconnects: reconnect.count,
    reconnectP50Ms: Math.round(reconnect.p50),
    reconnectP95Ms: Math.round(reconnect.p95),
    reconnectMaxMs: Math.round(reconnect.max),
    resent: figures.resent,
    refusedAfterResend: Object.fromEntries(figures.refusedAfterResend),
    roundsCompared: figures.answeringEnds.size,
    deadlinesMoved,
  };
}

export type KillSummary = ReturnType<typeof summarizeKill>;
