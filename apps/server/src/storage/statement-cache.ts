import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/**
 * Enough statements for every query the server builds; queries with lists (`in (?, ?)`, multi-row
 * inserts) make a few more, and the least recently used ones are dropped beyond this.
 */
const MAX_STATEMENTS = 256;

/**
 * The connection as Kysely's SqliteDialect sees it, with `prepare` answered from a cache. Kysely
 * prepares every query anew, and compiling SQL costs more than running these small queries; a
 * better-sqlite3 statement can be run again with other parameters, so one per SQL text is enough.
 * Kysely runs one query at a time on its single connection, so a statement is never in use twice,
 * except by an unfinished `iterate` (streaming): a busy statement is then prepared afresh.
 */
export function withStatementCache(connection: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined && !cached.busy) {
        // Delete and set again: a Map iterates in insertion order, so the first key is the least recent.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      if (cached === undefined) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
