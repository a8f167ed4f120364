/**
 * Which unique column of `table` a failed write collided with, or `undefined` when `error` is no
 * unique violation of that table. Understands both dialects:
 * - PostgreSQL: SQLSTATE 23505 with the constraint's name, which our migrations spell
 *   `<table>_<column>_unique` (a primary key is `<table>_pkey`, reported as column `pkey`);
 * - SQLite (better-sqlite3): code SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY and the message
 *   `UNIQUE constraint failed: <table>.<column>`.
 */
export function violatedUniqueColumn(error: unknown, table: string): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;

  if (code === '23505' && 'constraint' in error && typeof error.constraint === 'string') {
    const match = new RegExp(`^${table}_(.+?)(?:_unique)?$`).exec(error.constraint);
    return match?.[1];
  }
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const message = error instanceof Error ? error.message : '';
    // A composite key lists every column ("t.a, t.b"); the first one names it well enough.
    const match = new RegExp(`constraint failed: ${table}\\.(\\w+)`).exec(message);
    return match?.[1];
  }
  return undefined;
}
