import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseDatabaseUrl } from './config/database-url.ts';
import { envVariable, parseUrlWithProtocol, showUrlWithoutPassword } from './config/env-variable.ts';
import { MIN_SESSION_SECRET_LENGTH, readOrCreateSessionSecret } from './config/session-secret.ts';
import { parseTrustProxy, TRUST_PROXY_RULE, type TrustProxy } from './config/trust-proxy.ts';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST } from './paths.ts';
import { INTENT_RATE, ROOM_CREATIONS } from './resource-caps.ts';

/** Per IP address and action; browser tests raise it, since they create many users from one address. */
export const DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE = 20;

/**
 * Guests per IP address: a school class of 35 behind one address joins in the same minute, with room
 * for reloads, while a script is stopped after a few classes' worth an hour (decision 019).
 */
export const DEFAULT_GUESTS_PER_IP = { perMinute: 50, perHour: 200 } as const;

/** Event-loop delay (ms) past which the node takes no new rooms or players (docs/decisions/034-overload-gate.md). */
export const DEFAULT_OVERLOAD_DELAY_MS = 150;
/**
 * Players in running games past which a node starts no more games (docs/decisions/038): one event loop
 * answered 6,000 players' intents within about 60 ms (p99) on the 2-core machine we measured.
 */
export const DEFAULT_MAX_PLAYERS_IN_GAMES = 6000;

/** Days a closed room (and its finished game's room data) is kept before the retention sweep deletes it. */
export const DEFAULT_ROOM_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Which database to open: an SQLite file (absolute path, or `:memory:`) or a PostgreSQL URL. */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** The server's validated configuration, read from environment variables at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute directory for the SQLite file and the generated session secret. */
  readonly dataDir: string;
  readonly database: DatabaseTarget;
  /** Set when nodes share broadcasts through Redis (`redis://` or `rediss://`). */
  readonly redisUrl: string | undefined;
  /** Set when mail goes out through SMTP (`smtp://` or `smtps://`); otherwise it is printed to the log. */
  readonly smtpUrl: string | undefined;
  /** Sender of the server's mail, e.g. `Name Place Animal Thing <no-reply@npat.example.com>`. */
  readonly mailFrom: string;
  /** Where players reach the app, without a trailing slash, e.g. `http://localhost:3000`. */
  readonly publicUrl: string;
  /** `publicUrl`'s origin, compared with the Origin header of socket handshakes. */
  readonly publicOrigin: string;
  readonly sessionSecret: string;
  readonly logLevel: LogLevel;
  /** Sign-ups, sign-ins and reset requests allowed per IP address and minute, each. */
  readonly authRateLimitPerMinute: number;
  /** Guests one IP address may create per minute and per hour. */
  readonly guestsPerIp: { readonly perMinute: number; readonly perHour: number };
  /** Which peers may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`). */
  readonly trustProxy: TrustProxy;
  /** Intents one socket may send per second, on average (INTENT_RATE's default). */
  readonly intentRatePerSecond: number;
  /** Intents one socket may send at once, before the rate applies. */
  readonly intentBurst: number;
  /** Rooms one user may create per minute, over every node. */
  readonly roomCreationsPerMinute: number;
  /** How long a closed room is kept, in milliseconds; then it is deleted with its events and drafts. */
  readonly roomRetentionMs: number;
  /** Event-loop delay in ms which, held for a moment, makes the node refuse new rooms and new players. */
  readonly overloadDelayMs: number;
  /** Players in running games past which the node starts no more games and takes no new rooms or players. */
  readonly maxPlayersInGames: number;
  /** Absolute directory of the built web app (Vite's output). */
  readonly webDist: string;
  /**
   * Whether finished reviews teach the referee (REFEREE_LEARNING, on by default): their decisions are
   * counted per answer, and answers clearly decided by enough games are judged by those counts.
   */
  readonly refereeLearning: boolean;
}

/** Thrown by {@link loadConfig}; `problems` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** A whole number from 1 to `max`. */
function wholeNumber(name: string, max: number) {
  return envVariable(name, `a whole number from 1 to ${max}`, (raw) =>
    /^\d{1,7}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max ? Number(raw) : undefined,
  );
}

const envSchema = z.object({
  PORT: envVariable('PORT', 'a whole number from 0 to 65535', (raw) =>
    /^\d{1,5}$/.test(raw) && Number(raw) <= 65535 ? Number(raw) : undefined,
  ),
  HOST: envVariable('HOST', 'a host name or IP address such as 127.0.0.1 or 0.0.0.0', (raw) =>
    /^[\w.:[\]%-]+$/.test(raw) ? raw : undefined,
  ),
  DATA_DIR: envVariable('DATA_DIR', 'a directory path', (raw) => (raw.includes('\0') ? undefined : raw)),
  DATABASE_URL: envVariable(
    'DATABASE_URL',
    'a postgres:// or postgresql:// URL, or an SQLite file (sqlite:path, file:path or a plain path)',
    parseDatabaseUrl,
    { show: showUrlWithoutPassword },
  ),
  REDIS_URL: envVariable(
    'REDIS_URL',
    'a redis:// or rediss:// URL',
    (raw) => parseUrlWithProtocol(raw, ['redis:', 'rediss:']) && raw,
    { show: showUrlWithoutPassword },
  ),
  SMTP_URL: envVariable(
    'SMTP_URL',
    'an smtp:// or smtps:// URL',
    (raw) => parseUrlWithProtocol(raw, ['smtp:', 'smtps:']) && raw,
    { show: showUrlWithoutPassword },
  ),
  MAIL_FROM: envVariable(
    'MAIL_FROM',
    'an email address, optionally with a name: Name Place Animal Thing <no-reply@example.com>',
    (raw) => (/^[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/.test(raw) ? raw : undefined),
  ),
  PUBLIC_URL: envVariable(
    'PUBLIC_URL',
    'an http:// or https:// URL such as https://npat.example.com',
    (raw) => parseUrlWithProtocol(raw, ['http:', 'https:']),
  ),
  SESSION_SECRET: envVariable(
    'SESSION_SECRET',
    `at least ${MIN_SESSION_SECRET_LENGTH} characters long`,
    (raw) => (raw.length >= MIN_SESSION_SECRET_LENGTH ? raw : undefined),
    { show: (raw) => `${raw.length} characters` },
  ),
  LOG_LEVEL: envVariable('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, (raw) =>
    LOG_LEVELS.find((level) => level === raw.toLowerCase()),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: envVariable(
    'AUTH_RATE_LIMIT_PER_MINUTE',
    'a whole number from 1 to 1000000',
    (raw) =>
      /^\d{1,7}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 1_000_000 ? Number(raw) : undefined,
  ),
  GUESTS_PER_IP_PER_MINUTE: wholeNumber('GUESTS_PER_IP_PER_MINUTE', 1_000_000),
  GUESTS_PER_IP_PER_HOUR: wholeNumber('GUESTS_PER_IP_PER_HOUR', 1_000_000),
  TRUST_PROXY: envVariable('TRUST_PROXY', TRUST_PROXY_RULE, parseTrustProxy),
  INTENT_RATE_PER_SECOND: wholeNumber('INTENT_RATE_PER_SECOND', 1_000),
  INTENT_BURST: wholeNumber('INTENT_BURST', 10_000),
  ROOM_CREATIONS_PER_MINUTE: wholeNumber('ROOM_CREATIONS_PER_MINUTE', 1_000_000),
  ROOM_RETENTION_DAYS: envVariable(
    'ROOM_RETENTION_DAYS',
    'a number of days from 0 to 3650, such as 7 or 0.5',
    (raw) => (/^\d{1,4}(\.\d+)?$/.test(raw) && Number(raw) <= 3650 ? Number(raw) : undefined),
  ),
  OVERLOAD_DELAY_MS: wholeNumber('OVERLOAD_DELAY_MS', 60_000),
  MAX_PLAYERS_IN_GAMES: wholeNumber('MAX_PLAYERS_IN_GAMES', 1_000_000),
  WEB_DIST: envVariable('WEB_DIST', 'a directory path', (raw) => (raw.includes('\0') ? undefined : raw)),
  REFEREE_LEARNING: envVariable('REFEREE_LEARNING', 'on or off', (raw) =>
    raw.toLowerCase() === 'on' ? true : raw.toLowerCase() === 'off' ? false : undefined,
  ),
});

/** Every environment variable the server reads; docs/configuration.md documents each (config-docs.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as readonly string[];

/**
 * Every environment variable the server reads. A test or tool that starts the server in a child
 * process clears these from its own environment, so a developer's shell cannot change that server.
 */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as readonly string[];

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Validates the environment and fills in defaults. Pure except for one thing: without SESSION_SECRET
 * it reads (or on first run creates) `${DATA_DIR}/session-secret`.
 * Relative paths resolve against the directory npm was started from (INIT_CWD), else the working directory.
 *
 * @throws {ConfigError} listing every bad variable, one line each
 */
export function loadConfig(env: Environment): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  const vars = parsed.data;

  const absolute = absoluteFrom(env);
  const port = vars.PORT ?? 3000;
  const { dataDir, database } = databaseOf(vars, absolute);
  const publicUrl = vars.PUBLIC_URL ?? new URL(`http://localhost:${port}`);

  let sessionSecret = vars.SESSION_SECRET;
  if (sessionSecret === undefined) {
    try {
      sessionSecret = readOrCreateSessionSecret(dataDir);
    } catch (error) {
      throw new ConfigError([error instanceof Error ? error.message : String(error)]);
    }
  }

  return {
    port,
    host: vars.HOST ?? '127.0.0.1',
    dataDir,
    database,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `Name Place Animal Thing <no-reply@${publicUrl.hostname}>`,
    publicUrl: publicUrl.href.replace(/\/$/, ''),
    publicOrigin: publicUrl.origin,
    sessionSecret,
    logLevel: vars.LOG_LEVEL ?? 'info',
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE ?? DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE,
    guestsPerIp: {
      perMinute: vars.GUESTS_PER_IP_PER_MINUTE ?? DEFAULT_GUESTS_PER_IP.perMinute,
      perHour: vars.GUESTS_PER_IP_PER_HOUR ?? DEFAULT_GUESTS_PER_IP.perHour,
    },
    trustProxy: vars.TRUST_PROXY ?? false,
    intentRatePerSecond: vars.INTENT_RATE_PER_SECOND ?? INTENT_RATE.perSecond,
    intentBurst: vars.INTENT_BURST ?? INTENT_RATE.burst,
    roomCreationsPerMinute: vars.ROOM_CREATIONS_PER_MINUTE ?? ROOM_CREATIONS.perMinute,
    roomRetentionMs: Math.round((vars.ROOM_RETENTION_DAYS ?? DEFAULT_ROOM_RETENTION_DAYS) * DAY_MS),
    overloadDelayMs: vars.OVERLOAD_DELAY_MS ?? DEFAULT_OVERLOAD_DELAY_MS,
    maxPlayersInGames: vars.MAX_PLAYERS_IN_GAMES ?? DEFAULT_MAX_PLAYERS_IN_GAMES,
    webDist: vars.WEB_DIST === undefined ? DEFAULT_WEB_DIST : absolute(vars.WEB_DIST),
    refereeLearning: vars.REFEREE_LEARNING ?? true,
  };
}

/** The server's data directory and database as loadConfig reads them. */
export interface DatabaseLocation {
  readonly dataDir: string;
  readonly database: DatabaseTarget;
}

const databaseSchema = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true });

/**
 * Where the server keeps its database, from DATA_DIR and DATABASE_URL alone, for tools that need nothing
 * else (the referee command): unlike loadConfig it never creates a session secret, nor any other file.
 *
 * @throws {ConfigError} listing the bad variables, one line each
 */
export function loadDatabaseLocation(env: Environment): DatabaseLocation {
  const parsed = databaseSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  return databaseOf(parsed.data, absoluteFrom(env));
}

function absoluteFrom(env: Environment): (path: string) => string {
  const baseDir = env.INIT_CWD || process.cwd();
  return (path) => (isAbsolute(path) ? path : resolve(baseDir, path));
}

function databaseOf(
  vars: z.infer<typeof databaseSchema>,
  absolute: (path: string) => string,
): DatabaseLocation {
  const dataDir = vars.DATA_DIR === undefined ? DEFAULT_DATA_DIR : absolute(vars.DATA_DIR);
  const url = vars.DATABASE_URL ?? { dialect: 'sqlite', path: join(dataDir, 'npat.sqlite') };
  const database: DatabaseTarget =
    url.dialect === 'postgres'
      ? url
      : { dialect: 'sqlite', file: url.path === ':memory:' ? ':memory:' : absolute(url.path) };
  return { dataDir, database };
}
