import { describe, expect, it } from 'vitest';
import { figuresOf } from './figures.ts';

describe('figuresOf', () => {
  it('reads the four scores as Lighthouse shows them and the four metrics', () => {
    const figures = figuresOf({
      categories: {
        performance: { score: 0.525 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: 1 },
      },
      audits: {
        'first-contentful-paint': { numericValue: 5213.4 },
        'largest-contentful-paint': { numericValue: 6100 },
        'total-blocking-time': { numericValue: 470 },
        'cumulative-layout-shift': { numericValue: 0.047 },
      },
    });
    expect(figures).toEqual({
      scores: { performance: 53, accessibility: 100, 'best-practices': 96, seo: 100 },
      metrics: { fcp: 5213.4, lcp: 6100, tbt: 470, cls: 0.047 },
    });
  });

  it('gives null for a category or audit that has no value', () => {
    const figures = figuresOf({
      categories: { performance: { score: null } },
      audits: { 'total-blocking-time': {} },
    });
    expect(figures.scores.performance).toBeNull();
    expect(figures.scores.seo).toBeNull();
    expect(figures.metrics.tbt).toBeNull();
    expect(figures.metrics.fcp).toBeNull();
  });
});
