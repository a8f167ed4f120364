/** Lighthouse's four categories, by their ids in a Lighthouse result. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The four metrics reported per page: the paints and TBT in milliseconds, CLS unitless. */
export const METRICS = ['fcp', 'lcp', 'tbt', 'cls'] as const;
export type Metric = (typeof METRICS)[number];

/** The audit behind each metric in a Lighthouse result. */
const METRIC_AUDITS: Record<Metric, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** What one Lighthouse run measured on one page; null where Lighthouse gave no value. */
export interface PageFigures {
  /** 0–100, as Lighthouse shows them. */
  readonly scores: Record<Category, number | null>;
  readonly metrics: Record<Metric, number | null>;
}

/** The part of a Lighthouse result (LH.Result) the bench reads. */
export interface LighthouseResultLike {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number | undefined } | undefined>>;
}

/** The scores and metrics of one Lighthouse result. */
export function figuresOf(result: LighthouseResultLike): PageFigures {
  const scores = {} as Record<Category, number | null>;
  for (const category of CATEGORIES) {
    const score = result.categories[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {} as Record<Metric, number | null>;
  for (const metric of METRICS) {
    const value = result.audits[METRIC_AUDITS[metric]]?.numericValue;
    metrics[metric] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return { scores, metrics };
}
