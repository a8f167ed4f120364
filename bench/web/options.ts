/** What `npm run bench:web` can be told, from the environment or `--name=value` flags (flags win). */
export interface WebBenchOptions {
  /** Lighthouse runs per page; the report shows the median of each figure. */
  readonly runs: number;
  /** Comma-separated page ids to audit; '' for all of them. */
  readonly pages: string;
  /** The Chromium Lighthouse drives. */
  readonly chromePath: string;
  /** Build the web app first (off to audit the build that is already in apps/web/dist). */
  readonly build: boolean;
}

type Raw = Record<string, string | undefined>;

/** `--runs=1 --chrome-path=/x` → { RUNS: '1', CHROME_PATH: '/x' }; a bare `--build` is 'true'. */
function flagsOf(argv: readonly string[]): Raw {
  const flags: Raw = {};
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (match === null) throw new Error(`Unknown argument ${arg}; use --name=value, e.g. --runs=1`);
    flags[(match[1] ?? '').replace(/-/g, '_').toUpperCase()] = match[2] ?? 'true';
  }
  return flags;
}

/** Reads the options; throws with a readable message on a bad value. */
export function readWebOptions(env: Raw, argv: readonly string[]): WebBenchOptions {
  const raw = { ...env, ...flagsOf(argv) };
  const runsText = raw.RUNS ?? '';
  const runs = runsText === '' ? 3 : Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`RUNS must be a whole number from 1 to 20, not ${runsText}`);
  const build = (raw.BUILD ?? '').toLowerCase();
  return {
    runs,
    pages: raw.PAGES ?? '',
    chromePath: raw.CHROME_PATH || '/usr/bin/chromium',
    build: !['0', 'false', 'no', 'off'].includes(build),
  };
}
