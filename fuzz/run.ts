import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFuzz } from './campaign.ts';
import { readOptions } from './options.ts';
import { formatSummary } from './report/summary.ts';

/**
 * `npm run fuzz -- --count=100000 --seed=1`: starts a server of its own, fuzzes every socket event
 * and HTTP route, prints the summary and writes fuzz/results/report.json and findings.json.
 * Exit code 0 without findings, 1 with findings, 2 when the run itself failed.
 */
const options = readOptions(process.argv.slice(2), fileURLToPath(new URL('./results/', import.meta.url)));
// The run stops by itself; this is the last resort if something hangs.
const hardStop = setTimeout(
  () => {
    console.error(`The fuzz run did not end within ${options.maxSeconds + 180} s; stopping.`);
    process.exit(2);
  },
  (options.maxSeconds + 180) * 1000,
);
hardStop.unref();

// Ctrl+C ends the run the way its time limit does: the server it started is stopped, not left behind.
const interrupted = new AbortController();
for (const name of ['SIGINT', 'SIGTERM'] as const)
  process.once(name, () => {
    console.log(`[fuzz] ${name}: stopping after the messages in flight`);
    interrupted.abort();
  });

try {
  const report = await runFuzz(options, (line) => console.log(`[fuzz] ${line}`), interrupted.signal);
  console.log(formatSummary(report));
  writeFileSync(join(options.resultsDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(options.resultsDir, 'findings.json'), `${JSON.stringify(report.findings, null, 2)}\n`);
  console.log(
    `Wrote ${join(options.resultsDir, 'report.json')} and findings.json (the first reproductions of each finding).`,
  );
  process.exitCode = report.findings.length === 0 ? 0 : 1;
} catch (error) {
  console.error('The fuzz run failed:', error);
  process.exitCode = 2;
} finally {
  clearTimeout(hardStop);
}
