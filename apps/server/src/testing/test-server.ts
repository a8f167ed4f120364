import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildServer, type NpatServer } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { LoadSignal } from '../overload/load-gauge.ts';
import { manualLoad } from '../overload/testing/manual-load.ts';
import { openDatabase, type DatabaseHandle } from '../storage/database.ts';
import { migrateToLatest } from '../storage/migrate.ts';
import { makeTempDir, removeTempDir } from './temp-dir.ts';
import { writeWebDistFixture } from './web-dist-fixture.ts';

/** Origin the test servers are told they live at (PUBLIC_URL). */
export const TEST_PUBLIC_URL = 'http://npat.test';

export interface TestServerOptions {
  /** Extra environment variables, over the defaults below. */
  readonly env?: Readonly<Record<string, string>>;
  /** Serve the fixture build (default) or a web dist without index.html. */
  readonly webApp?: 'built' | 'missing';
  /** Called after building and before listening, e.g. to add a route only a test needs. */
  readonly configure?: (server: NpatServer) => void;
  /** The server's clock; by default the real one. */
  readonly now?: () => number;
  /** A logger to read what the server logs (see capture-log.ts); by default it is silent. */
  readonly logger?: FastifyBaseLogger;
  /** The mail's catalogues (see mail-catalogue-fixture.ts); by default the web app's. */
  readonly mailCataloguesDir?: string;
  /**
   * What the overload gauge reads (overload/testing/manual-load.ts); by default a calm one, so a busy
   * test machine never makes a test server refuse newcomers.
   */
  readonly loadSignal?: LoadSignal;
}

/**
 * Test servers allow this many identity requests and guests per IP and window (AUTH_RATE_LIMIT_PER_MINUTE,
 * GUESTS_PER_IP_PER_*), since every test user comes from 127.0.0.1; rate-limit tests set their own.
 */
export const TEST_AUTH_RATE_LIMIT_PER_MINUTE = '100000';

/** A real server listening on 127.0.0.1 at a free port, with its own temp data and web dirs. */
export interface TestServer extends NpatServer {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Base URL such as `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Closes the server and the database and deletes the temp dirs. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Starts the whole server the way main.ts does (config from env, SQLite under a temp DATA_DIR unless
 * env sets DATABASE_URL, migrations, buildServer, listen), silenced. By default it serves a small
 * fixture web build.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const root = makeTempDir('server');
  const webDist = join(root, 'web-dist');
  if (options.webApp !== 'missing') writeWebDistFixture(webDist);

  let database: DatabaseHandle | undefined;
  try {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: join(root, 'data'),
      WEB_DIST: webDist,
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: TEST_AUTH_RATE_LIMIT_PER_MINUTE,
      GUESTS_PER_IP_PER_MINUTE: TEST_AUTH_RATE_LIMIT_PER_MINUTE,
      GUESTS_PER_IP_PER_HOUR: TEST_AUTH_RATE_LIMIT_PER_MINUTE,
      ...options.env,
    });
    database = openDatabase(config);
    await migrateToLatest(database.db);
    const server = await buildServer(config, {
      database,
      retentionTimer: false,
      loadSignal: options.loadSignal ?? manualLoad(0),
      ...(options.now && { now: options.now }),
      ...(options.logger && { logger: options.logger }),
      ...(options.mailCataloguesDir !== undefined && { mailCataloguesDir: options.mailCataloguesDir }),
    });
    options.configure?.(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return withClose(server, config, database, root);
  } catch (error) {
    await database?.close();
    removeTempDir(root);
    throw error;
  }
}

/** The test servers of this process that are listening, by URL (see testServerAt). */
const listening = new Map<string, TestServer>();

/**
 * The running test server at `url`, for helpers that are handed only a URL but must reach the server's
 * storage, such as signUpAccount (a sign-up's link is mailed, and only its hash is stored).
 */
export function testServerAt(url: string): TestServer | undefined {
  return listening.get(url);
}

function withClose(server: NpatServer, config: Config, database: DatabaseHandle, root: string): TestServer {
  const { port } = server.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  const testServer: TestServer = {
    ...server,
    config,
    database,
    url,
    close() {
      closing ??= (async () => {
        listening.delete(url);
        await server.app.close();
        await database.close();
        removeTempDir(root);
      })();
      return closing;
    },
  };
  listening.set(url, testServer);
  return testServer;
}
