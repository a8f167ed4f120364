import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A logger that keeps every line it writes, for tests that check what the server logs. */
export interface CapturedLog {
  readonly logger: FastifyBaseLogger;
  /** The `msg` of every entry so far, oldest first. */
  messages(): string[];
  /** Resolves with the first message (already written or still to come) that `matches` accepts. */
  waitFor(matches: (message: string) => boolean): Promise<string>;
}

/** Creates a pino logger at info level that writes to memory instead of stdout. */
export function captureLog(): CapturedLog {
  const messages: string[] = [];
  const waiters: { matches: (message: string) => boolean; resolve: (message: string) => void }[] = [];
  const stream = {
    write(line: string) {
      const { msg } = JSON.parse(line) as { msg?: string };
      if (msg === undefined) return;
      messages.push(msg);
      for (const waiter of waiters.filter((candidate) => candidate.matches(msg))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(msg);
      }
    },
  };
  return {
    logger: pino({ level: 'info' }, stream),
    messages: () => [...messages],
    waitFor(matches) {
      const written = messages.find(matches);
      if (written !== undefined) return Promise.resolve(written);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}
