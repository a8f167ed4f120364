import type { IntervalHistogram } from 'node:perf_hooks';
import { KillFigures } from './kill-figures.ts';
import { noRefusedStarts, type RefusedStarts } from './refused-starts.ts';

/** Percentiles of a set of durations, in ms. */
export interface Distribution {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles; an empty set gives zeros with count 0. */
export function distribution(values: readonly number[]): Distribution {
  if (values.length === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0, mean: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sum / sorted.length,
  };
}

/** The same figures from a perf_hooks histogram (which counts in ns). */
export function histogramDistribution(histogram: IntervalHistogram): Distribution {
  const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
  return {
    count: histogram.count,
    p50: ms(histogram.percentile(50)),
    p95: ms(histogram.percentile(95)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    mean: ms(histogram.mean),
  };
}

/** What a bot worker measured, as plain data that crosses to the main thread (bot-workers.ts). */
export interface MetricsSnapshot {
  acks: [string, number[]][];
  roundEndFanOut: number[];
  roundEndPerPlayer: number[];
  answeringOpenFanOut: number[];
  fanOutByRound: [string, number[]][];
  clockOffsets: number[];
  errors: [string, number][];
  errorSamples: string[];
  gamesFinished: number;
  roundsPlayed: number;
  refusedStarts: RefusedStarts;
  received: [string, number][];
}

/** Acks of a stretch of time: how many, their summed and their longest latency (ms). */
export interface AckWindow {
  acks: number;
  sumMs: number;
  maxMs: number;
}

/** push(...values) without a spread, which fails past about 100,000 values. */
const pushAll = (target: number[], values: readonly number[]) => {
  for (const value of values) target.push(value);
};

const appendTo = (target: Map<string, number[]>, entries: readonly [string, number[]][]) => {
  for (const [name, values] of entries) {
    const list = target.get(name);
    if (list === undefined) target.set(name, [...values]);
    else pushAll(list, values);
  }
};

/** Everything the bots observe, kept in one place for the report. */
export class Metrics {
  /** Intent name → ack latencies in ms. */
  readonly acks = new Map<string, number[]>();
  /** Round-end fan-out: per room and round, the server closing answers → the last player's view (ms). */
  readonly roundEndFanOut: number[] = [];
  /** The same per player rather than per room. */
  readonly roundEndPerPlayer: number[] = [];
  /** Timer-driven fan-out: answering opens (ROUND_STARTING → ANSWERING) → the last player's view. */
  readonly answeringOpenFanOut: number[] = [];
  /** `${kind} round ${n}` → the per-room fan-out times of that round, to tell rounds apart. */
  readonly fanOutByRound = new Map<string, number[]>();
  /** Measured clock offsets (server − bench), ms. */
  readonly clockOffsets: number[] = [];
  /** Error kind → count; every kind counts against the zero-error target. */
  readonly errors = new Map<string, number>();
  /** The first few error messages, for the report. */
  readonly errorSamples: string[] = [];
  gamesFinished = 0;
  roundsPlayed = 0;
  /** Rooms whose host has seen round 1's ANSWERING: when most have, a KILL_NODE run kills a node. */
  roomsAnswering = 0;
  /** Rooms a full server refused to start: counted apart, not as errors. */
  readonly refusedStarts: RefusedStarts = noRefusedStarts();
  /** Disconnects, reconnects and deadlines around a node's kill. */
  readonly kill = new KillFigures();
  /** Event name → messages the bots' sockets received (acks not counted): what each intent costs in writes. */
  readonly received = new Map<string, number>();

  /** Acks since the timeline last looked, and their summed latency. */
  private windowAcks = 0;
  private windowAckMs = 0;
  private windowMaxMs = 0;

  recordAck(name: string, ms: number): void {
    this.windowAcks += 1;
    this.windowAckMs += ms;
    this.windowMaxMs = Math.max(this.windowMaxMs, ms);
    const list = this.acks.get(name);
    if (list === undefined) this.acks.set(name, [ms]);
    else list.push(ms);
  }

  recordReceived(event: string): void {
    this.received.set(event, (this.received.get(event) ?? 0) + 1);
  }

  recordError(kind: string, detail: string): void {
    const count = (this.errors.get(kind) ?? 0) + 1;
    this.errors.set(kind, count);
    // A few of each kind, so one flood does not hide the others.
    if (count <= 3 && this.errorSamples.length < 30) this.errorSamples.push(`${kind}: ${detail}`);
  }

  /** The acks since the last call: how many, their mean and their max latency (ms). */
  takeWindow(): { acks: number; meanMs: number; maxMs: number } {
    const window = {
      acks: this.windowAcks,
      meanMs: this.windowAcks === 0 ? 0 : this.windowAckMs / this.windowAcks,
      maxMs: this.windowMaxMs,
    };
    this.windowAcks = 0;
    this.windowAckMs = 0;
    this.windowMaxMs = 0;
    return window;
  }

  /** The acks since the last call, as they are, for another thread to add up (addWindow). */
  takeRawWindow(): AckWindow {
    const window = { acks: this.windowAcks, sumMs: this.windowAckMs, maxMs: this.windowMaxMs };
    this.windowAcks = 0;
    this.windowAckMs = 0;
    this.windowMaxMs = 0;
    return window;
  }

  /** Counts a worker's acks in the current window, as if they had been recorded here. */
  addWindow(window: AckWindow): void {
    this.windowAcks += window.acks;
    this.windowAckMs += window.sumMs;
    this.windowMaxMs = Math.max(this.windowMaxMs, window.maxMs);
  }

  snapshot(): MetricsSnapshot {
    return {
      acks: [...this.acks],
      roundEndFanOut: this.roundEndFanOut,
      roundEndPerPlayer: this.roundEndPerPlayer,
      answeringOpenFanOut: this.answeringOpenFanOut,
      fanOutByRound: [...this.fanOutByRound],
      clockOffsets: this.clockOffsets,
      errors: [...this.errors],
      errorSamples: this.errorSamples,
      gamesFinished: this.gamesFinished,
      roundsPlayed: this.roundsPlayed,
      refusedStarts: this.refusedStarts,
      received: [...this.received],
    };
  }

  /** Adds what a worker measured to these figures (its acks' windows were added as they came). */
  absorb(other: MetricsSnapshot): void {
    appendTo(this.acks, other.acks);
    pushAll(this.roundEndFanOut, other.roundEndFanOut);
    pushAll(this.roundEndPerPlayer, other.roundEndPerPlayer);
    pushAll(this.answeringOpenFanOut, other.answeringOpenFanOut);
    appendTo(this.fanOutByRound, other.fanOutByRound);
    pushAll(this.clockOffsets, other.clockOffsets);
    for (const [kind, count] of other.errors) this.errors.set(kind, (this.errors.get(kind) ?? 0) + count);
    for (const [event, count] of other.received)
      this.received.set(event, (this.received.get(event) ?? 0) + count);
    for (const sample of other.errorSamples)
      if (this.errorSamples.length < 30) this.errorSamples.push(sample);
    this.gamesFinished += other.gamesFinished;
    this.roundsPlayed += other.roundsPlayed;
    this.refusedStarts.rooms += other.refusedStarts.rooms;
    this.refusedStarts.players += other.refusedStarts.players;
    this.refusedStarts.startRetries += other.refusedStarts.startRetries;
    this.refusedStarts.startedLate += other.refusedStarts.startedLate;
    for (const value of other.refusedStarts.retryAfter)
      if (this.refusedStarts.retryAfter.length < 5) this.refusedStarts.retryAfter.push(value);
  }

  errorCount(): number {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }

  /** Latencies of the intents whose names start with `prefix`, all together. */
  acksOf(prefix: string): number[] {
    return [...this.acks].filter(([name]) => name.startsWith(prefix)).flatMap(([, values]) => values);
  }
}
