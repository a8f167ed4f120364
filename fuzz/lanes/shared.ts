import type { Knowledge } from '../arena/knowledge.ts';
import type { Gate } from '../check/gate.ts';
import { Counter } from '../report/counter.ts';
import type { Findings } from '../report/findings.ts';

/** What every lane, the game driver and the checks share in one run. */
export interface Shared {
  readonly url: string;
  readonly knowledge: Knowledge;
  readonly gate: Gate;
  readonly findings: Findings;
  readonly stats: Stats;
  readonly recent: RecentMessages;
  readonly ackTimeoutMs: number;
  /** True once the run must end: the server crashed or time ran out. */
  stopped(): boolean;
}

/** The figures of the summary. */
export class Stats {
  /** Socket messages by flavour, HTTP requests by flavour, the driver's moves by event. */
  readonly socketSent = new Counter();
  readonly httpSent = new Counter();
  readonly driverSent = new Counter();
  /** `event → answer` (ok, a refusal code, pong, timeout, disconnected, sent without ack). */
  readonly socketAnswers = new Counter();
  /** `route → status`. */
  readonly httpAnswers = new Counter();
  readonly httpStatuses = new Counter();
  readonly outcomes = new Counter();
  /** Game phases the driver's rooms reached. */
  readonly phases = new Counter();
  /** HTTP requests that got no answer even on a connection of their own (the first ten). */
  readonly unanswered: unknown[] = [];
  stateChecks = 0;
  stateChecksOnRefusals = 0;
}

/** One message as it went out, for findings that only the server's log tells about. */
export interface SentMessage {
  readonly at: number;
  readonly channel: 'socket' | 'http' | 'driver';
  readonly from: string;
  readonly message: unknown;
}

/** The last messages sent, whatever lane sent them. */
export class RecentMessages {
  private readonly messages: SentMessage[] = [];

  constructor(private readonly size = 60) {}

  push(sent: SentMessage): void {
    this.messages.push(sent);
    if (this.messages.length > this.size) this.messages.shift();
  }

  /** The messages sent up to `at` (and a little after, as the log line may come late), newest last. */
  before(at: number, count = 20): SentMessage[] {
    return this.messages.filter((sent) => sent.at <= at + 50).slice(-count);
  }
}

/** A message as JSON can show it: buffers as base64, undefined as such. */
export function printable(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (item === undefined) return '(undefined)';
      const buffer = item as { type?: string; data?: number[] };
      if (buffer?.type === 'Buffer' && Array.isArray(buffer.data))
        return { base64: Buffer.from(buffer.data).toString('base64') };
      if (typeof item === 'string' && item.length > 300)
        return `${item.slice(0, 100)}… (${item.length} characters)`;
      return item;
    }) ?? 'null',
  );
}
