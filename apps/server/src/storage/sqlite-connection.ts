import type SqliteDatabase from 'better-sqlite3';

/** Page cache of the connection that commits the game's writes; SQLite's default is 2 MB. */
export const WRITER_CACHE_KB = 32 * 1024;

/** Page cache of the server's own connection once a writer thread commits the game: it mostly reads rooms in. */
export const READER_CACHE_KB = 8 * 1024;

/**
 * The settings every connection of the server sets on the file: WAL lets reads run during a write,
 * NORMAL sync is safe with WAL, and the busy timeout makes a connection wait for another's write lock
 * instead of failing at once. With 500 rooms in play the rooms' rows did not fit SQLite's default
 * cache and most of a commit's reads went to the file; the cache only grows as pages are used.
 */
export function tuneSqliteConnection(connection: SqliteDatabase.Database, cacheKb: number): void {
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  connection.pragma(`cache_size = -${cacheKb}`);
}
