import { CATEGORIES, METRICS, type Category, type Metric, type PageFigures } from './figures.ts';
import type { PageId } from './pages.ts';
import type { Target, TargetCheck } from './targets.ts';

/** What the benchmark found on one page over its runs. */
export interface PageSummary {
  readonly page: PageId;
  readonly path: string;
  /** The figures of every run that succeeded. */
  readonly runs: readonly PageFigures[];
  /** Why the other runs failed. */
  readonly failures: readonly string[];
  readonly median: PageFigures;
}

/** Everything a run of `npm run bench:web` writes to bench/results/web-latest.json. */
export interface WebBenchReport {
  readonly startedAt: string;
  readonly lighthouse: string;
  readonly chromium: string;
  readonly runsPerPage: number;
  /** The machine's 1-minute load average before and after: a busy machine inflates TBT and the paints. */
  readonly loadAverage: { readonly before: number; readonly after: number; readonly cpus: number };
  readonly pages: readonly PageSummary[];
  readonly checks: readonly TargetCheck[];
}

const HEADINGS: Record<Category | Metric, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'Best',
  seo: 'SEO',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
};

/** A score as Lighthouse shows it, the paints in seconds, TBT in milliseconds, CLS to three places. */
export function formatFigure(kind: Category | Metric, value: number | null): string {
  if (value === null) return '–';
  if (kind === 'fcp' || kind === 'lcp') return `${(value / 1000).toFixed(1)} s`;
  if (kind === 'tbt') return `${Math.round(value)} ms`;
  if (kind === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/** "home performance ≥ 95", "home FCP ≤ 2.0 s". */
export function describeTarget(target: Target): string {
  if ('category' in target) return `${target.page} ${target.category} ≥ ${target.atLeast}`;
  return `${target.page} ${HEADINGS[target.metric]} ≤ ${formatFigure(target.metric, target.atMost)}`;
}

function figureOf(kind: Category | Metric, figures: PageFigures): number | null {
  return (CATEGORIES as readonly string[]).includes(kind)
    ? figures.scores[kind as Category]
    : figures.metrics[kind as Metric];
}

const COLUMNS: readonly (Category | Metric)[] = [...CATEGORIES, ...METRICS];

function rowOf(page: PageSummary): string[] {
  const runs = `${page.runs.length}/${page.runs.length + page.failures.length}`;
  return [page.page, runs, ...COLUMNS.map((kind) => formatFigure(kind, figureOf(kind, page.median)))];
}

/** The median table, then every target as met or MISSED, then the failed runs. */
export function formatConsoleReport(report: WebBenchReport): string {
  const header = ['page', 'runs', ...COLUMNS.map((kind) => HEADINGS[kind])];
  const rows = [header, ...report.pages.map(rowOf)];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
  lines.push(
    '',
    `Targets (median of ${report.runsPerPage} run${report.runsPerPage === 1 ? '' : 's'} per page):`,
  );
  for (const check of report.checks) {
    const value = 'category' in check.target ? check.target.category : check.target.metric;
    const verdict = check.met ? '  met   ' : '  MISSED';
    lines.push(`${verdict}  ${describeTarget(check.target)}: ${formatFigure(value, check.value)}`);
  }
  for (const page of report.pages)
    for (const failure of page.failures) lines.push(`  FAILED run on ${page.page}: ${failure}`);
  lines.push('', verdictLine(report.checks));
  return lines.join('\n');
}

/** "All 13 targets met." or "MISSED 3 of 13 targets: …". */
export function verdictLine(checks: readonly TargetCheck[]): string {
  const missed = checks.filter((check) => !check.met);
  if (missed.length === 0) return `All ${checks.length} targets met.`;
  return `MISSED ${missed.length} of ${checks.length} targets: ${missed.map((check) => describeTarget(check.target)).join('; ')}.`;
}

/** The same figures as a markdown table, for a note or a pull request. */
export function formatMarkdownReport(report: WebBenchReport): string {
  const header = ['Page', 'Runs', ...COLUMNS.map((kind) => HEADINGS[kind])];
  const lines = [
    `Lighthouse ${report.lighthouse} (mobile), ${report.chromium}, median of ${report.runsPerPage} per page, ` +
      `load ${report.loadAverage.before.toFixed(1)} → ${report.loadAverage.after.toFixed(1)} on ${report.loadAverage.cpus} CPUs, ${report.startedAt}`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (column < 2 ? '---' : '--:')).join(' | ')} |`,
    ...report.pages.map((page) => `| ${rowOf(page).join(' | ')} |`),
    '',
    ...report.checks.map((check) => {
      const value = 'category' in check.target ? check.target.category : check.target.metric;
      return `- ${check.met ? 'met' : '**MISSED**'}: ${describeTarget(check.target)} (${formatFigure(value, check.value)})`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/** One run's figures on one line, printed as the run finishes. */
export function formatRunLine(figures: PageFigures): string {
  return COLUMNS.map((kind) => `${HEADINGS[kind]} ${formatFigure(kind, figureOf(kind, figures))}`).join(', ');
}
