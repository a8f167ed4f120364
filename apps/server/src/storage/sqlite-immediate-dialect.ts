import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite dialect, except that a transaction takes SQLite's write lock when it begins
 * (`begin immediate`) instead of at its first write (`begin`). A transaction that reads first and then
 * writes would otherwise ask for the lock while holding a read snapshot, and SQLite answers such a
 * request with SQLITE_BUSY at once, without waiting (its busy handler is not called then). The WAL
 * checkpointer's RESTART holds the write lock for a few milliseconds, so such a transaction would fail
 * now and then instead of waiting. Today every transaction of the server begins with an INSERT or an
 * UPDATE, which waits; this keeps the next one that reads first from failing. Taking the lock at
 * `begin` waits (the connection's busy timeout) like any other write. The server has one connection,
 * whose transactions Kysely already runs one at a time, so nothing is serialised that was not before.
 */
export class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsSqliteDriver(this.#config);
  }
}

class ImmediateTransactionsSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
