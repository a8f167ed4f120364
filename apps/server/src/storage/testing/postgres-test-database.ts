import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests create their databases on; set TEST_POSTGRES_URL to use another. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A database that exists only for one test suite. */
export interface PostgresTestDatabase {
  /** Name such as `npat_test_3f9a0c1b2d4e`. */
  readonly name: string;
  /** Connection URL of the new database, fit for DATABASE_URL. */
  readonly url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * Tells why PostgreSQL at `serverUrl` cannot be used, or `undefined` when it answers.
 * Pair with `describeWithService` so a missing server skips locally and fails in CI.
 */
export async function postgresUnavailableReason(serverUrl = TEST_POSTGRES_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `cannot connect to ${redactPassword(serverUrl)}: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates a fresh, empty database `npat_test_<random>` on the server at `serverUrl`. */
export async function createPostgresTestDatabase(
  serverUrl = TEST_POSTGRES_URL,
): Promise<PostgresTestDatabase> {
  const name = `npat_test_${randomBytes(6).toString('hex')}`;
  // The name is ours and only [a-z0-9_], so quoting it as an identifier is enough.
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function redactPassword(raw: string): string {
  const url = new URL(raw);
  if (url.password !== '') url.password = '***';
  return url.href;
}
