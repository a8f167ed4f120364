import { CATEGORIES, METRICS, type Category, type Metric, type PageFigures } from './figures.ts';

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

function present(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null);
}

/**
 * The median of every score and metric on its own over several runs of one page. Lighthouse's
 * figures vary from run to run (simulated throttling still depends on the machine), so each figure
 * is the median of its own values rather than the figures of one "median run".
 */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const scores = {} as Record<Category, number | null>;
  for (const category of CATEGORIES)
    scores[category] = median(present(runs.map((run) => run.scores[category])));
  const metrics = {} as Record<Metric, number | null>;
  for (const metric of METRICS) metrics[metric] = median(present(runs.map((run) => run.metrics[metric])));
  return { scores, metrics };
}
