import { describe, expect, it } from 'vitest';
import type { PageFigures } from './figures.ts';
import {
  describeTarget,
  formatConsoleReport,
  formatFigure,
  formatMarkdownReport,
  formatRunLine,
  verdictLine,
  type WebBenchReport,
} from './report.ts';
import { checkTargets } from './targets.ts';

const slowHome: PageFigures = {
  scores: { performance: 53, accessibility: 100, 'best-practices': 96, seo: 100 },
  metrics: { fcp: 5213, lcp: 6100, tbt: 470.4, cls: 0.0472 },
};
const fastCredits: PageFigures = {
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcp: 900, lcp: 1100, tbt: 0, cls: 0 },
};

function reportOf(pages: WebBenchReport['pages']): WebBenchReport {
  return {
    startedAt: '2026-11-24T07:00:00.000Z',
    lighthouse: '12.8.2',
    chromium: 'Chromium 156',
    runsPerPage: 3,
    loadAverage: { before: 1.2, after: 1.5, cpus: 2 },
    pages,
    checks: checkTargets(Object.fromEntries(pages.map((page) => [page.page, page.median]))),
  };
}

const report = reportOf([
  { page: 'home', path: '/', runs: [slowHome, slowHome], failures: ['Lighthouse: NO_FCP'], median: slowHome },
  { page: 'credits', path: '/credits', runs: [fastCredits], failures: [], median: fastCredits },
]);

describe('formatFigure', () => {
  it('shows scores whole, the paints in seconds, TBT in milliseconds and CLS to three places', () => {
    expect(formatFigure('performance', 53)).toBe('53');
    expect(formatFigure('fcp', 5213)).toBe('5.2 s');
    expect(formatFigure('tbt', 470.4)).toBe('470 ms');
    expect(formatFigure('cls', 0.0472)).toBe('0.047');
    expect(formatFigure('lcp', null)).toBe('–');
  });
});

describe('describeTarget', () => {
  it('names the page, the figure and its limit', () => {
    expect(describeTarget({ page: 'lobby', category: 'performance', atLeast: 90 })).toBe(
      'lobby performance ≥ 90',
    );
    expect(describeTarget({ page: 'home', metric: 'fcp', atMost: 2000 })).toBe('home FCP ≤ 2.0 s');
  });
});

describe('formatConsoleReport', () => {
  const text = formatConsoleReport(report);

  it('prints one row of medians per page with its successful and attempted runs', () => {
    const home = text.split('\n').find((line) => line.startsWith('home '));
    expect(home?.split(/\s{2,}/)).toEqual([
      'home',
      '2/3',
      '53',
      '100',
      '96',
      '100',
      '5.2 s',
      '6.1 s',
      '470 ms',
      '0.047',
    ]);
  });

  it('prints MISSED for each missed target and met for the others', () => {
    expect(text).toContain('MISSED  home performance ≥ 95: 53');
    expect(text).toContain('MISSED  home best-practices ≥ 100: 96');
    expect(text).toContain('met     credits performance ≥ 95: 99');
  });

  it('lists the failed runs and ends with the verdict', () => {
    expect(text).toContain('FAILED run on home: Lighthouse: NO_FCP');
    expect(text.split('\n').at(-1)).toBe(
      'MISSED 3 of 8 targets: home performance ≥ 95; home best-practices ≥ 100; home FCP ≤ 2.0 s.',
    );
  });
});

describe('verdictLine', () => {
  it('says so when every target is met', () => {
    const allMet = reportOf([
      { page: 'credits', path: '/credits', runs: [], failures: [], median: fastCredits },
    ]);
    expect(verdictLine(allMet.checks)).toBe('All 3 targets met.');
  });
});

describe('formatMarkdownReport', () => {
  it('writes a table row per page and marks missed targets in bold', () => {
    const markdown = formatMarkdownReport(report);
    expect(markdown).toContain('| Page | Runs | Perf | A11y | Best | SEO | FCP | LCP | TBT | CLS |');
    expect(markdown).toContain('| credits | 1/1 | 99 | 100 | 100 | 100 | 0.9 s | 1.1 s | 0 ms | 0.000 |');
    expect(markdown).toContain('- **MISSED**: home performance ≥ 95 (53)');
    expect(markdown).toContain('- met: credits accessibility ≥ 100 (100)');
  });
});

describe('formatRunLine', () => {
  it('names every figure of one run', () => {
    expect(formatRunLine(fastCredits)).toBe(
      'Perf 99, A11y 100, Best 100, SEO 100, FCP 0.9 s, LCP 1.1 s, TBT 0 ms, CLS 0.000',
    );
  });
});
