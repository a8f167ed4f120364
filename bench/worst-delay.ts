import type { Distribution } from './metrics.ts';

/** Of several threads' event-loop delays, the one with the worst p99 (the first when all are empty). */
export function worstDelay(delays: readonly Distribution[]): Distribution {
  const [first, ...rest] = delays;
  if (first === undefined) throw new Error('worstDelay needs at least one distribution');
  return rest.reduce((worst, delay) => (delay.p99 > worst.p99 ? delay : worst), first);
}
