/** Environment variables that shape a run, echoed in the report's command line. */
const ENV_NAMES = [
  'ROOMS',
  'PLAYERS',
  'ROUNDS',
  'END_MODE',
  'ROUND_TIME',
  'TYPING_MS',
  'DRAFTS',
  'START_SPREAD_MS',
  'CHALLENGE_RATE',
  'DATABASE_URL',
  'URL',
  'VERIFY_RESTART',
  'PROFILE',
  'SERVER_FLAGS',
];

/** The command line that repeats this run, e.g. `ROOMS=10 PLAYERS=6 npm run bench`. */
export function commandLineOf(env: Record<string, string | undefined>, argv: readonly string[]): string {
  return [
    ...ENV_NAMES.filter((name) => env[name] !== undefined).map((name) => `${name}=${env[name]}`),
    'npm run bench',
    ...(argv.length > 0 ? ['--', ...argv] : []),
  ].join(' ');
}

/** Times named steps and logs progress with the seconds since the run began. */
export function runRecord(startedAt: number) {
  const times: Record<string, number> = {};
  return {
    times,
    async timed<T>(name: string, step: () => Promise<T>): Promise<T> {
      const began = Date.now();
      try {
        return await step();
      } finally {
        times[name] = Date.now() - began;
      }
    },
    log(line: string): void {
      console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);
    },
  };
}
