import { END_MODES, SETTINGS_LIMITS, type EndMode } from '@npat/protocol';
import { checkClusterOptions, DEFAULT_REDIS_URL } from './cluster-options.ts';

/** Everything a run can be told, from the environment or from `--name=value` flags (flags win). */
export interface BenchOptions {
  rooms: number;
  players: number;
  rounds: number;
  endMode: EndMode;
  /** Round time in seconds as the host sets it (the product's default, 60). */
  roundTime: number;
  /**
   * Each bot spreads its drafts over a random 30–100 % of this window after answering opens; by default
   * two thirds of the round time, so bots finish before the deadline as most players do.
   */
  typingMs: number;
  /** Drafts saved per category: partial words first, the whole word last (a debounced input). */
  drafts: number;
  /**
   * Hosts press Start at random moments within this window. By default one round time: the rooms
   * are then spread over the phases of a round, as independent games are; a short window makes them
   * all type (and all end their rounds) at once, a stress case.
   */
  startSpreadMs: number;
  /** Chance that a bot challenges one answer while reviewing. */
  challengeRate: number;
  /** Signs-in, connections and lobbies set up at the same time. */
  concurrency: number;
  /** An acknowledgement later than this counts as a timeout. */
  ackTimeoutMs: number;
  /** The whole run gives up after this long. */
  maxSeconds: number;
  /** A server that is already running; otherwise the bench starts its own. */
  url: string | undefined;
  /** Passed to the server it starts; unset means a fresh SQLite file in a temporary DATA_DIR. */
  databaseUrl: string | undefined;
  /**
   * The DATA_DIR of the server it starts, kept after the run so that a second run plays on the first
   * one's data; unset means a temporary directory, deleted afterwards.
   */
  dataDir: string | undefined;
  /** ROOM_RETENTION_DAYS of the server it starts (e.g. 0: rooms are deleted once closed); unset: its default. */
  roomRetentionDays: string | undefined;
  /**
   * At the end, sign every bot out (their guests are deleted, their rooms close), as players leave and
   * idle guests are deleted; by default only when BENCH_DATA_DIR keeps the data for another run.
   */
  signOut: boolean;
  /** Kill the server (SIGKILL) after the games, restart it and read every result back. */
  verifyRestart: boolean;
  /** Write a CPU profile of the server child (node --cpu-prof) into bench/results/. */
  profile: boolean;
  /** Extra node flags for the server child, space-separated, e.g. `--trace-gc`. */
  serverFlags: string[];
  /** Niceness of the bots' process (0 = none), so the server runs first when both wait for a CPU. */
  botNiceness: number;
  /**
   * Server nodes behind an HAProxy the bench starts (PostgreSQL + Redis); undefined: one node, no
   * balancer, as before. See cluster-options.ts.
   */
  nodes: number | undefined;
  /** Redis of a multi-node run. */
  redisUrl: string;
  /** SIGKILL one node in the middle of round 1's answering (NODES ≥ 2 only). */
  killNode: boolean;
  /**
   * Worker threads the bots are shared among (1: all on the main thread). Each has a heap of its own,
   * so one thread's garbage collection holds up only its own bots (bot-workers.ts).
   */
  botWorkers: number;
  /** Pin each node to a core of its own and the bots to the rest, where the machine allows (core-pinning.ts). */
  pin: boolean;
  /** Measure the transport's floor before the games, in the same sitting, and judge CPU per ack by it. */
  floor: boolean;
}

type Raw = Record<string, string | undefined>;

/** Bots per worker thread by default (BOT_WORKERS): the heap of a few thousand bots collects in ms. */
const BOTS_PER_WORKER = 1500;

/** `--rooms=10 --end-mode="Fastest Finger"` → { ROOMS: '10', END_MODE: 'Fastest Finger' }. */
function flagsOf(argv: readonly string[]): Raw {
  const flags: Raw = {};
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (match === null) throw new Error(`Unknown argument ${arg}; use --name=value, e.g. --rooms=10`);
    flags[(match[1] ?? '').replace(/-/g, '_').toUpperCase()] = match[2] ?? 'true';
  }
  return flags;
}

function number(raw: Raw, name: string, fallback: number, min: number, max: number): number {
  const text = raw[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, not ${text}`);
  return value;
}

function flag(raw: Raw, name: string, fallback: boolean): boolean {
  const text = raw[name];
  if (text === undefined || text === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(text.toLowerCase());
}

function endModeOf(text: string | undefined): EndMode {
  if (text === undefined || text === '') return 'Round Timer';
  const mode = END_MODES.find(
    (candidate) => candidate.toLowerCase().replace(' ', '-') === text.toLowerCase(),
  );
  const exact = END_MODES.find((candidate) => candidate === text);
  const found = exact ?? mode;
  if (found === undefined) throw new Error(`END_MODE must be one of ${END_MODES.join(', ')}, not ${text}`);
  return found;
}

/** Reads the options; throws with a readable message on a bad value. */
export function readOptions(env: Raw, argv: readonly string[]): BenchOptions {
  const raw = { ...env, ...flagsOf(argv) };
  const { rounds, roundTime, maxPlayers } = SETTINGS_LIMITS;
  const chosenRoundTime = number(raw, 'ROUND_TIME', 60, roundTime.min, roundTime.max);
  const options: BenchOptions = {
    rooms: number(raw, 'ROOMS', 500, 1, 5000),
    players: number(raw, 'PLAYERS', 6, maxPlayers.min, maxPlayers.max),
    rounds: number(raw, 'ROUNDS', 2, rounds.min, rounds.max),
    endMode: endModeOf(raw.END_MODE),
    roundTime: chosenRoundTime,
    typingMs: number(raw, 'TYPING_MS', (chosenRoundTime * 2000) / 3, 0, chosenRoundTime * 1000 - 5000),
    drafts: number(raw, 'DRAFTS', 2, 1, 10),
    startSpreadMs: number(raw, 'START_SPREAD_MS', chosenRoundTime * 1000, 0, 600_000),
    challengeRate: number(raw, 'CHALLENGE_RATE', 0.3, 0, 1),
    concurrency: number(raw, 'CONCURRENCY', 32, 1, 1000),
    ackTimeoutMs: number(raw, 'ACK_TIMEOUT_MS', 10_000, 100, 120_000),
    maxSeconds: number(raw, 'MAX_SECONDS', 900, 10, 7200),
    url: raw.URL === '' ? undefined : raw.URL?.replace(/\/+$/, ''),
    databaseUrl: raw.DATABASE_URL === '' ? undefined : raw.DATABASE_URL,
    dataDir: raw.BENCH_DATA_DIR === '' ? undefined : raw.BENCH_DATA_DIR,
    roomRetentionDays: raw.ROOM_RETENTION_DAYS === '' ? undefined : raw.ROOM_RETENTION_DAYS,
    signOut: false,
    verifyRestart: false,
    profile: flag(raw, 'PROFILE', false),
    serverFlags: (raw.SERVER_FLAGS ?? '').split(/\s+/).filter((part) => part !== ''),
    botNiceness: number(raw, 'BOT_NICENESS', 10, 0, 19),
    nodes: raw.NODES === undefined || raw.NODES === '' ? undefined : number(raw, 'NODES', 1, 1, 16),
    redisUrl: raw.REDIS_URL || DEFAULT_REDIS_URL,
    killNode: flag(raw, 'KILL_NODE', false),
    botWorkers: 1,
    pin: flag(raw, 'PIN', true),
    floor: false,
  };
  // A thread per 1,500 bots (up to 4) unless told otherwise; KILL_NODE watches every bot from one thread.
  const bots = options.rooms * options.players;
  const workers = options.killNode ? 1 : Math.min(4, Math.ceil(bots / BOTS_PER_WORKER));
  options.botWorkers = number(raw, 'BOT_WORKERS', workers, 1, 16);
  if (!Number.isInteger(options.botWorkers)) throw new Error('BOT_WORKERS must be a whole number');
  if (options.botWorkers > 1 && options.killNode)
    throw new Error('KILL_NODE watches every bot from one thread: leave BOT_WORKERS at 1');
  checkClusterOptions(options, raw);
  options.verifyRestart = options.url === undefined && flag(raw, 'VERIFY_RESTART', true);
  options.signOut = flag(raw, 'SIGN_OUT', options.dataDir !== undefined);
  // The floor is one socket.io process: it stands under one node the bench starts, not under a cluster.
  options.floor = flag(raw, 'FLOOR', options.url === undefined && options.nodes === undefined);
  if (options.roomRetentionDays !== undefined) number(raw, 'ROOM_RETENTION_DAYS', 0, 0, 3650);
  if (options.url !== undefined && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(options.url))
    throw new Error(`URL must be a loopback address such as http://127.0.0.1:3000, not ${options.url}`);
  return options;
}
