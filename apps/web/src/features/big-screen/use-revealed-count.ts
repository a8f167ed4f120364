import { revealedCount, type ReviewView } from '@npat/protocol';
import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/clock';

/** How often a reveal that runs by itself looks again whether the next answer is due. */
export const REVEAL_TICK_MS = 250;

/**
 * How many of `total` answers are out now (revealedCount on the screen's estimate of the server's clock).
 * While the reveal runs by itself (`autoSince`) and answers are still to come, it looks again every 250 ms,
 * so each answer comes out on time without a message from the server.
 */
export function useRevealedCount(reveal: ReviewView['reveal'], total: number): number {
  const [now, setNow] = useState(serverNow);
  const count = revealedCount(reveal, total, now);
  const running = reveal.autoSince !== null && count < total;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow()), REVEAL_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return count;
}
