import type { Category, Metric, PageFigures } from './figures.ts';
import type { PageId } from './pages.ts';

/** A score that must be at least `limit`, or a metric that must be at most `limit`. */
export type Target =
  | { readonly page: PageId; readonly category: Category; readonly atLeast: number }
  | { readonly page: PageId; readonly metric: Metric; readonly atMost: number };

const ALL_PAGES: readonly PageId[] = ['home', 'credits', 'game-creation', 'lobby'];

/**
 * The Lighthouse mobile targets: performance ≥ 95 on the pages a stranger opens first and ≥ 90 on the
 * signed-in ones, accessibility and best practices 100 everywhere, SEO 100 on the home page (the only
 * page meant to be found), and the home page's first contentful paint under 2 s on a slow phone.
 */
export const TARGETS: readonly Target[] = [
  { page: 'home', category: 'performance', atLeast: 95 },
  { page: 'credits', category: 'performance', atLeast: 95 },
  { page: 'game-creation', category: 'performance', atLeast: 90 },
  { page: 'lobby', category: 'performance', atLeast: 90 },
  ...ALL_PAGES.map((page) => ({ page, category: 'accessibility' as const, atLeast: 100 })),
  ...ALL_PAGES.map((page) => ({ page, category: 'best-practices' as const, atLeast: 100 })),
  { page: 'home', category: 'seo', atLeast: 100 },
  { page: 'home', metric: 'fcp', atMost: 2000 },
];

/** One target held against the measured median; a figure that is missing misses its target. */
export interface TargetCheck {
  readonly target: Target;
  readonly value: number | null;
  readonly met: boolean;
}

/** Checks every target whose page was measured (pages left out of the run are not checked). */
export function checkTargets(
  medians: Partial<Record<PageId, PageFigures>>,
  targets: readonly Target[] = TARGETS,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const target of targets) {
    if (!(target.page in medians)) continue;
    const figures = medians[target.page];
    if ('category' in target) {
      const value = figures?.scores[target.category] ?? null;
      checks.push({ target, value, met: value !== null && value >= target.atLeast });
    } else {
      const value = figures?.metrics[target.metric] ?? null;
      checks.push({ target, value, met: value !== null && value <= target.atMost });
    }
  }
  return checks;
}
