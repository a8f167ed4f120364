import { describe } from 'vitest';
import {
  createPostgresTestDatabase,
  postgresUnavailableReason,
} from '../storage/testing/postgres-test-database.ts';
import { describeWithService } from './describe-with-service.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

/** Starts a test server on the database of the suite being run. */
export type StartServer = (options?: TestServerOptions) => Promise<TestServer>;

const postgresReason = await postgresUnavailableReason();

/**
 * Declares an HTTP suite twice: on SQLite, and on a fresh PostgreSQL database per server (dropped
 * when the server closes). The PostgreSQL run follows describeWithService: skipped locally without
 * PostgreSQL, failing in CI.
 */
export function describeOnEachDatabase(title: string, suite: (startServer: StartServer) => void): void {
  describe(`${title} (SQLite)`, () => suite(startTestServer));
  describeWithService(`${title} (PostgreSQL)`, 'PostgreSQL', postgresReason, () =>
    suite(startPostgresTestServer),
  );
}

/** A test server over its own new PostgreSQL database. */
export async function startPostgresTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = await createPostgresTestDatabase();
  let server: TestServer;
  try {
    server = await startTestServer({ ...options, env: { ...options.env, DATABASE_URL: testDatabase.url } });
  } catch (error) {
    await testDatabase.drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...server,
    close() {
      closing ??= server.close().then(() => testDatabase.drop());
      return closing;
    },
  };
}
