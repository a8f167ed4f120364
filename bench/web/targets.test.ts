import { describe, expect, it } from 'vitest';
import type { PageFigures } from './figures.ts';
import { checkTargets, TARGETS, type Target } from './targets.ts';

const perfect: PageFigures = {
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcp: 900, lcp: 1200, tbt: 0, cls: 0 },
};

function withScore(category: keyof PageFigures['scores'], value: number | null): PageFigures {
  return { ...perfect, scores: { ...perfect.scores, [category]: value } };
}

describe('checkTargets', () => {
  it('meets every target when every page is perfect', () => {
    const checks = checkTargets({
      home: perfect,
      credits: perfect,
      'game-creation': perfect,
      lobby: perfect,
    });
    expect(checks).toHaveLength(TARGETS.length);
    expect(checks.every((check) => check.met)).toBe(true);
  });

  it('holds a score to its page’s own minimum: 92 misses on home but meets on the lobby', () => {
    const checks = checkTargets({ home: withScore('performance', 92), lobby: withScore('performance', 92) });
    const performance = checks.filter(
      (check) => 'category' in check.target && check.target.category === 'performance',
    );
    expect(performance.map((check) => [check.target.page, check.met])).toEqual([
      ['home', false],
      ['lobby', true],
    ]);
  });

  it('counts a score exactly at its minimum as met', () => {
    const [check] = checkTargets({ home: withScore('performance', 95) }, [
      { page: 'home', category: 'performance', atLeast: 95 },
    ]);
    expect(check).toMatchObject({ value: 95, met: true });
  });

  it('misses a metric above its maximum', () => {
    const slow = { ...perfect, metrics: { ...perfect.metrics, fcp: 2001 } };
    const target: Target = { page: 'home', metric: 'fcp', atMost: 2000 };
    expect(checkTargets({ home: slow }, [target])).toEqual([{ target, value: 2001, met: false }]);
  });

  it('misses a target whose figure is missing, as when every run of the page failed', () => {
    const [check] = checkTargets({ credits: withScore('accessibility', null) }, [
      { page: 'credits', category: 'accessibility', atLeast: 100 },
    ]);
    expect(check).toMatchObject({ value: null, met: false });
  });

  it('does not check pages that were left out of the run', () => {
    const checks = checkTargets({ credits: perfect });
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((check) => check.target.page === 'credits')).toBe(true);
  });
});
