import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebApp, startAppUnderTest, type AppUnderTest } from './app-under-test.ts';
import { auditPages } from './audit-pages.ts';
import { readWebOptions } from './options.ts';
import { selectPages } from './pages.ts';
import { formatConsoleReport, formatMarkdownReport, type WebBenchReport } from './report.ts';
import { checkTargets } from './targets.ts';

/**
 * `npm run bench:web`: builds the web app, starts the server on a temporary database, signs in a guest
 * who creates a room, and audits the home, credits, game-creation and lobby pages with Lighthouse's
 * mobile preset, RUNS times each. Prints the median of every figure against its target and writes
 * bench/results/web-latest.json, a markdown copy and each run's HTML report under bench/results/web/.
 * A benchmark, not a test: a missed target exits 0; a run that could not measure exits 2.
 */
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
const REPORTS_DIR = join(RESULTS_DIR, 'web');
const log = (line: string) => console.log(`[bench:web] ${line}`);

async function main(): Promise<number> {
  const options = readWebOptions(process.env, process.argv.slice(2));
  const pages = selectPages(options.pages);
  try {
    accessSync(options.chromePath, constants.X_OK);
  } catch {
    throw new Error(`No Chromium at ${options.chromePath}; set CHROME_PATH or --chrome-path`);
  }
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const [loadBefore = 0] = loadavg();
  if (options.build) await buildWebApp();
  const app = await startAppUnderTest(join(RESULTS_DIR, 'web-server.log'));
  const abandon = (error: unknown) => {
    console.error(error);
    app.abandon();
    process.exit(2);
  };
  // chrome-launcher reports some launch failures as an 'error' event nobody can catch: the server goes too.
  process.once('uncaughtException', abandon);
  log(`server at ${app.url}; room ${app.roomId}; ${options.runs} run(s) of ${pages.length} page(s)`);
  if (loadBefore > availableParallelism() / 2)
    log(`the machine is busy (load ${loadBefore.toFixed(1)}): TBT and the paints will be inflated`);
  let audited: Awaited<ReturnType<typeof auditPages>>;
  try {
    audited = await auditPages(app, pages, options, REPORTS_DIR, log);
  } finally {
    await app.stop();
    process.off('uncaughtException', abandon);
  }
  const report: WebBenchReport = {
    startedAt,
    lighthouse: audited.lighthouse,
    chromium: audited.browser,
    runsPerPage: options.runs,
    loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0, cpus: availableParallelism() },
    pages: audited.pages,
    checks: checkTargets(Object.fromEntries(audited.pages.map((page) => [page.page, page.median]))),
  };
  console.log(`\n${formatConsoleReport(report)}`);
  printServerProblems(app);
  writeFileSync(join(RESULTS_DIR, 'web-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, 'web-latest.md'), formatMarkdownReport(report));
  log('wrote bench/results/web-latest.json and .md, and the HTML reports in bench/results/web/');
  return audited.pages.some((page) => page.failures.length > 0) ? 2 : 0;
}

function printServerProblems(app: AppUnderTest): void {
  if (app.server.problems.length === 0) return;
  console.log(`\nThe server complained (bench/results/web-server.log):\n${app.server.problems.join('\n')}`);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`[bench:web] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
