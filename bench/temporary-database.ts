import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database that lives for one bench run. */
export interface TemporaryDatabase {
  /** Connection URL of the new database, for the nodes' DATABASE_URL. */
  readonly url: string;
  readonly name: string;
  /** Drops it, closing whatever connection is still open to it (a killed node's, say). */
  drop(): Promise<void>;
}

/** The name of a run's database: `bench_` and 12 hex digits, nothing a quote could break out of. */
export function temporaryDatabaseName(): string {
  return `bench_${randomBytes(6).toString('hex')}`;
}

/** `serverUrl` pointed at database `name`, password and options kept. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Creates an empty database on the PostgreSQL server of `serverUrl`, so every multi-node run starts on
 * fresh tables whatever the last one left (as the server's own tests do).
 */
export async function createTemporaryDatabase(serverUrl: string): Promise<TemporaryDatabase> {
  const name = temporaryDatabaseName();
  try {
    await onServer(serverUrl, `create database "${name}"`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `NODES needs PostgreSQL: cannot create a database at ${redacted(serverUrl)} (${reason})`,
      {
        cause: error,
      },
    );
  }
  return {
    url: databaseUrlFor(serverUrl, name),
    name,
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL without its password, fit for a message. */
export function redacted(raw: string): string {
  const url = new URL(raw);
  if (url.password !== '') url.password = '***';
  return url.href;
}
