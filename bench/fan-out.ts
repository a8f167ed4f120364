import { reviewDurationMs, type PlayerView } from '@npat/engine';
import type { Metrics } from './metrics.ts';

/** A phase change the server made, as one bot saw it first. */
export interface PhaseArrival {
  kind: 'round-end' | 'answering-open';
  round: number;
  /** When the server made the change, on the server's clock (epoch ms). */
  serverAt: number;
  /** When this bot got the first view of it, on the bench's clock (epoch ms). */
  arrivedAt: number;
}

/**
 * When the server changed into the phase this view shows, if it is one we time. Answers close at
 * `phaseEndsAt − reviewDurationMs` (REVIEWING is given exactly that long); answering opens at the
 * round's `answeringStartsAt`, the deadline the server's timer serves.
 */
function serverChangeOf(view: PlayerView): Omit<PhaseArrival, 'arrivedAt'> | undefined {
  const round = view.round.number;
  if (view.phase === 'REVIEWING' && view.phaseEndsAt !== null) {
    const serverAt = view.phaseEndsAt - reviewDurationMs(view.round.categories.length);
    return { kind: 'round-end', round, serverAt };
  }
  if (view.phase === 'ANSWERING')
    return { kind: 'answering-open', round, serverAt: view.round.answeringStartsAt };
  return undefined;
}

/** Records, for one bot, the first view of each timed phase change (from a broadcast or an ack). */
export function phaseArrivals() {
  const arrivals: PhaseArrival[] = [];
  const seen = new Set<string>();
  return {
    arrivals,
    observe(view: PlayerView, arrivedAt: number): void {
      const change = serverChangeOf(view);
      if (change === undefined) return;
      const key = `${change.kind}:${change.round}`;
      if (seen.has(key)) return;
      seen.add(key);
      arrivals.push({ ...change, arrivedAt });
    },
  };
}

/**
 * Turns one room's arrivals into fan-out times: for each change, server time → the LAST player's view,
 * each bot's arrival put on the server's clock with its measured offset (server − bench).
 */
export function recordRoomFanOut(
  metrics: Metrics,
  bots: readonly { arrivals: readonly PhaseArrival[]; offsetMs: number }[],
): void {
  const byChange = new Map<string, { kind: PhaseArrival['kind']; round: number; delays: number[] }>();
  for (const { arrivals, offsetMs } of bots) {
    for (const arrival of arrivals) {
      const key = `${arrival.kind}:${arrival.round}`;
      const entry = byChange.get(key) ?? { kind: arrival.kind, round: arrival.round, delays: [] };
      entry.delays.push(arrival.arrivedAt + offsetMs - arrival.serverAt);
      byChange.set(key, entry);
    }
  }
  for (const { kind, round, delays } of byChange.values()) {
    const last = Math.max(...delays);
    const byRound = `${kind} round ${round}`;
    const list = metrics.fanOutByRound.get(byRound) ?? [];
    list.push(last);
    metrics.fanOutByRound.set(byRound, list);
    if (kind === 'round-end') {
      metrics.roundEndFanOut.push(last);
      metrics.roundEndPerPlayer.push(...delays);
    } else {
      metrics.answeringOpenFanOut.push(last);
    }
  }
}
