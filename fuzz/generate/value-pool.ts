import fc from 'fast-check';
import type { Random } from '../random.ts';

/**
 * Values of fast-check arbitraries, drawn in small batches: one `fc.sample` per message would cost
 * more than sending it. Each batch's seed comes from the lane's random source, so a seed repeats a run.
 */
export class ValuePool {
  private readonly batches = new Map<fc.Arbitrary<unknown>, unknown[]>();

  constructor(private readonly random: Random) {}

  draw(arbitrary: fc.Arbitrary<unknown>): unknown {
    let batch = this.batches.get(arbitrary);
    if (batch === undefined || batch.length === 0) {
      batch = fc.sample(arbitrary, { seed: this.random.seed(), numRuns: 32 });
      this.batches.set(arbitrary, batch);
    }
    return batch.pop();
  }
}
