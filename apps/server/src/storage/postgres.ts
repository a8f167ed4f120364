import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

const INT8_OID = 20;

/** The connection pool and the Kysely instance over it. */
export interface OpenedPostgres {
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
}

/**
 * Creates a pool for `url`; no connection is made until the first query.
 * bigint columns (epoch-millisecond timestamps, counts) are read as numbers, as SQLite returns them;
 * pg's default of strings would make the two dialects disagree.
 *
 * @param onPoolError called when an idle connection fails (e.g. the server restarted); without a
 *   listener pg would crash the process.
 */
export function openPostgres(url: string, onPoolError: (error: Error) => void): OpenedPostgres {
  const pool = new pg.Pool({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', onPoolError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
