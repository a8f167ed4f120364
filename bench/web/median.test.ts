import { describe, expect, it } from 'vitest';
import type { PageFigures } from './figures.ts';
import { median, medianFigures } from './median.ts';

function figures(performance: number | null, fcp: number | null): PageFigures {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    metrics: { fcp, lcp: 3000, tbt: 200, cls: 0.01 },
  };
}

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([53, 91, 60])).toBe(60);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has no value for no runs', () => {
    expect(median([])).toBeNull();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own, not the figures of one run', () => {
    const result = medianFigures([figures(50, 2000), figures(90, 5000), figures(70, 1000)]);
    expect(result.scores.performance).toBe(70);
    expect(result.metrics.fcp).toBe(2000);
    expect(result.scores['best-practices']).toBe(96);
  });

  it('leaves out runs that gave no value for a figure', () => {
    const result = medianFigures([figures(null, 2000), figures(80, null), figures(90, 3000)]);
    expect(result.scores.performance).toBe(85);
    expect(result.metrics.fcp).toBe(2500);
  });

  it('gives nulls when every run failed', () => {
    const result = medianFigures([]);
    expect(result.scores.performance).toBeNull();
    expect(result.metrics.cls).toBeNull();
  });
});
