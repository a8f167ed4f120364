/**
 * Row types of every table, as Kysely sees them. Keep in step with migrations/: a migration changes
 * the tables, this file tells the compiler about the change.
 *
 * Portable column conventions (SQLite and PostgreSQL read back the same JavaScript values):
 * text for strings and JSON, bigint for timestamps in epoch milliseconds (read as number),
 * integer 0/1 for flags.
 */
export interface Database {
  server_meta: ServerMetaTable;
}

/** Facts about this database itself, such as when it was created. */
export interface ServerMetaTable {
  key: string;
  value: string;
  /** Epoch milliseconds of the last write. */
  updated_at: number;
}
