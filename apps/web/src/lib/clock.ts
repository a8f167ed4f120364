import { clockPongSchema } from '@npat/protocol';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { parseIncoming } from './incoming';

/**
 * The server's clock as seen from this tab. Deadlines in a game view are server timestamps, and a phone's
 * clock may be minutes off, so every countdown counts against `serverNow()`: all players see the same second.
 */

/** One 'clock:ping' round trip in ms: when the client sent it, when the answer came, and the server's clock in it. */
export type ClockSample = { sentAt: number; receivedAt: number; serverNow: number };

/** NTP-style: the server read its clock about halfway through the round trip. */
export function sampleOffset({ sentAt, receivedAt, serverNow }: ClockSample): number {
  return serverNow - (sentAt + receivedAt) / 2;
}

/** The offset of the sample with the shortest round trip, the one a slow network skewed least; null for none. */
export function bestOffset(samples: readonly ClockSample[]): number | null {
  let best: ClockSample | undefined;
  for (const sample of samples) {
    if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) best = sample;
  }
  return best ? sampleOffset(best) : null;
}

let offsetMs = 0;
let measured = false;
const listeners = new Set<() => void>();

function setOffset(next: number): void {
  offsetMs = next;
  for (const listener of [...listeners]) listener();
}

/** Now on the server's clock, in epoch ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * A first guess from a view's `serverNow` while no ping has answered yet. It ignores the trip's length,
 * so it runs a little behind; the pings replace it.
 */
export function estimateClock(viewServerNow: number, receivedAt = Date.now()): void {
  if (!measured) setOffset(viewServerNow - receivedAt);
}

/** What `measureClock` needs of the connection (the tab's socket, or a stand-in in tests). */
export type PingSocket = {
  timeout(ms: number): { emitWithAck(event: 'clock:ping', ping: { clientSentAt: number }): Promise<unknown> };
};

const PING_TIMEOUT_MS = 3000;

/**
 * Measures the offset with a few round trips one after another (on every connect: the network may have
 * changed) and keeps the best one. Pings that fail are skipped; resolves with the offset, or null.
 */
export async function measureClock(socket: PingSocket, rounds = 4): Promise<number | null> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const sentAt = Date.now();
    try {
      const raw = await socket.timeout(PING_TIMEOUT_MS).emitWithAck('clock:ping', { clientSentAt: sentAt });
      const pong = parseIncoming('clock:ping ack', clockPongSchema, raw);
      if (pong) samples.push({ sentAt, receivedAt: Date.now(), serverNow: pong.serverNow });
    } catch {
      // No answer this time; the other round trips still count.
    }
  }
  const offset = bestOffset(samples);
  if (offset !== null) {
    measured = true;
    setOffset(offset);
  }
  return offset;
}

/** Forgets the measured offset (tests). */
export function resetClock(): void {
  measured = false;
  setOffset(0);
}

/** Server time, re-rendering every `intervalMs` and whenever the offset is measured again. */
export function useServerNow(intervalMs = 250): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = setInterval(tick, intervalMs);
    listeners.add(tick);
    return () => {
      clearInterval(timer);
      listeners.delete(tick);
    };
  }, [intervalMs]);
  return now;
}

/** Whether server time has reached `at`; re-renders once, at that moment, rather than on every tick. */
export function useIsPast(at: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        const left = at - serverNow();
        // Timers longer than ~24.8 days overflow; no game phase lasts that long, but a bad value must not spin.
        if (left > 0) timer = setTimeout(onOffsetOrDeadline, Math.min(left, 2 ** 31 - 1));
      };
      function onOffsetOrDeadline() {
        schedule();
        onChange();
      }
      schedule();
      listeners.add(onOffsetOrDeadline);
      return () => {
        clearTimeout(timer);
        listeners.delete(onOffsetOrDeadline);
      };
    },
    [at],
  );
  return useSyncExternalStore(
    subscribe,
    () => serverNow() >= at,
    () => false,
  );
}
