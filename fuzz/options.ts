/** Everything a fuzz run can be told; `npm run fuzz -- --count=5000 --seed=7`. */
export interface FuzzOptions {
  /** Fuzz messages to send (socket and HTTP together); the game driver's moves come on top. */
  readonly count: number;
  readonly seed: number;
  /** Rooms with a real game beside the fuzz, and the players (each one socket) in each. */
  readonly rooms: number;
  readonly playersPerRoom: number;
  /** Further sockets of guests who sit in no room of their own. */
  readonly strangers: number;
  /** HTTP workers; they take their share of the count as fast as the server answers them. */
  readonly httpWorkers: number;
  /** Messages per second per socket at most, below the server's per-socket limit. */
  readonly socketRate: number;
  /** Messages in flight per socket or HTTP worker. */
  readonly window: number;
  /** Pauses for the state checks during the run, and the checks in each. */
  readonly checkpoints: number;
  readonly checksPerCheckpoint: number;
  readonly ackTimeoutMs: number;
  /** The run stops sending after this, whatever is left of the count. */
  readonly maxSeconds: number;
  /** Growth of the server's heap (after a full collection) from start to end that counts as a finding. */
  readonly memoryLimitMb: number;
  /** Where server.log, report.json and findings.json go. */
  readonly resultsDir: string;
  /** More node flags for the server, e.g. `--cpu-prof` (from the SERVER_FLAGS variable, space-separated). */
  readonly serverFlags: readonly string[];
}

export const DEFAULT_OPTIONS: Omit<FuzzOptions, 'resultsDir'> = {
  serverFlags: [],
  count: 100_000,
  seed: 1,
  rooms: 8,
  playersPerRoom: 4,
  strangers: 24,
  httpWorkers: 6,
  socketRate: 15,
  window: 4,
  checkpoints: 20,
  checksPerCheckpoint: 20,
  ackTimeoutMs: 10_000,
  maxSeconds: 3600,
  memoryLimitMb: 64,
};

const NAMES: Record<string, keyof FuzzOptions> = {
  count: 'count',
  seed: 'seed',
  rooms: 'rooms',
  players: 'playersPerRoom',
  strangers: 'strangers',
  'http-workers': 'httpWorkers',
  'socket-rate': 'socketRate',
  window: 'window',
  checkpoints: 'checkpoints',
  checks: 'checksPerCheckpoint',
  'ack-timeout-ms': 'ackTimeoutMs',
  'max-seconds': 'maxSeconds',
  'memory-limit-mb': 'memoryLimitMb',
  'results-dir': 'resultsDir',
};

/** Reads `--name=value` (or `--name value`) arguments over the defaults; refuses unknown names. */
export function readOptions(
  argv: readonly string[],
  resultsDir: string,
  serverFlags = process.env.SERVER_FLAGS,
): FuzzOptions {
  const options: Record<string, unknown> = {
    ...DEFAULT_OPTIONS,
    resultsDir,
    serverFlags: serverFlags?.split(' ').filter((flag) => flag !== '') ?? [],
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argument);
    const key = match === null ? undefined : NAMES[match[1] as string];
    if (match === null || key === undefined)
      throw new Error(
        `unknown option ${argument}; known: ${Object.keys(NAMES)
          .map((name) => `--${name}`)
          .join(' ')}`,
      );
    const raw = match[2] ?? argv[++index];
    if (raw === undefined) throw new Error(`${argument} needs a value`);
    if (key === 'resultsDir') options[key] = raw;
    else {
      const value = Number(raw.replace(/_/g, ''));
      if (!Number.isFinite(value) || value < 0) throw new Error(`${argument}: not a number ≥ 0`);
      options[key] = value;
    }
  }
  return options as unknown as FuzzOptions;
}
