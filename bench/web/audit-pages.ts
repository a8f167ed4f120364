import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppUnderTest } from './app-under-test.ts';
import type { PageFigures } from './figures.ts';
import { auditPage } from './lighthouse-run.ts';
import { medianFigures } from './median.ts';
import type { WebBenchOptions } from './options.ts';
import type { BenchPage } from './pages.ts';
import { formatRunLine, type PageSummary } from './report.ts';

/** Every page's runs and their medians, with the Lighthouse and browser versions that made them. */
export interface AuditedPages {
  readonly pages: PageSummary[];
  readonly lighthouse: string;
  readonly browser: string;
}

/**
 * Audits every page `options.runs` times, run after run over all pages so that a busy moment of the
 * machine spreads over the pages rather than falling on one. A run that fails is reported and left
 * out of the medians. Each run's HTML report is written to `reportsDir`.
 */
export async function auditPages(
  app: AppUnderTest,
  pages: readonly BenchPage[],
  options: WebBenchOptions,
  reportsDir: string,
  log: (line: string) => void,
): Promise<AuditedPages> {
  const runs = new Map<BenchPage, PageFigures[]>(pages.map((page) => [page, []]));
  const failures = new Map<BenchPage, string[]>(pages.map((page) => [page, []]));
  let lighthouse = 'unknown';
  let browser = 'unknown';
  for (let run = 1; run <= options.runs; run++) {
    for (const page of pages) {
      const path = page.path(app.roomId);
      const name = `${page.id} run ${run}/${options.runs}`;
      try {
        const cookie = page.signedIn ? app.cookie : undefined;
        const audit = await auditPage(app.url + path, options.chromePath, cookie);
        ({ lighthouseVersion: lighthouse, browser } = audit);
        writeFileSync(join(reportsDir, `${page.id}-${run}.html`), audit.html);
        for (const warning of audit.warnings) log(`${name}: Lighthouse warns: ${warning}`);
        if (audit.finalPath !== path) throw new Error(`the page ended on ${audit.finalPath}, not ${path}`);
        runs.get(page)?.push(audit.figures);
        log(`${name}: ${formatRunLine(audit.figures)}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.get(page)?.push(message);
        log(`${name} FAILED: ${message}`);
      }
    }
  }
  const summaries = pages.map((page) => ({
    page: page.id,
    path: page.path(app.roomId),
    runs: runs.get(page) ?? [],
    failures: failures.get(page) ?? [],
    median: medianFigures(runs.get(page) ?? []),
  }));
  return { pages: summaries, lighthouse, browser };
}
