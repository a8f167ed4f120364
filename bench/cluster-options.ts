import type { BenchOptions } from './options.ts';

/** Where a multi-node run finds Redis, unless REDIS_URL says otherwise. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * The PostgreSQL server a multi-node run creates its temporary database on, unless DATABASE_URL names
 * another (the same default as the server's own tests).
 */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Hosts start within this window in a KILL_NODE run, so the kill finds nearly every room answering. */
const KILL_RUN_START_SPREAD_MS = 5000;

/**
 * Checks the options of a multi-node run (NODES, KILL_NODE) against the others and fills in their
 * defaults; throws with a readable message on a combination that cannot run.
 */
export function checkClusterOptions(options: BenchOptions, raw: Record<string, string | undefined>): void {
  if (options.nodes === undefined) {
    if (options.killNode) throw new Error('KILL_NODE=1 needs NODES=2 or more');
    return;
  }
  if (!Number.isInteger(options.nodes)) throw new Error(`NODES must be a whole number, not ${options.nodes}`);
  if (options.killNode && options.nodes < 2) throw new Error('KILL_NODE=1 needs NODES=2 or more');
  if (options.url !== undefined) throw new Error('NODES starts its own servers; it cannot be used with URL');
  if (options.dataDir !== undefined)
    throw new Error('NODES runs on a temporary PostgreSQL database; it cannot be used with BENCH_DATA_DIR');
  options.databaseUrl ??= DEFAULT_POSTGRES_URL;
  if (!/^postgres(ql)?:\/\//.test(options.databaseUrl))
    throw new Error(
      `NODES needs PostgreSQL: DATABASE_URL must be a postgres:// URL, not ${options.databaseUrl}`,
    );
  if (!/^rediss?:\/\//.test(options.redisUrl))
    throw new Error(`REDIS_URL must be a redis:// URL, not ${options.redisUrl}`);
  if (options.killNode && (raw.START_SPREAD_MS ?? '') === '')
    options.startSpreadMs = Math.min(options.startSpreadMs, KILL_RUN_START_SPREAD_MS);
}
