import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StartServer } from './describe-on-each-database.ts';
import { createLobbyKit, type LobbyKit } from './lobby-client.ts';
import type { TestServer } from './test-server.ts';

/** What the tests of a lobby suite share: one server and a kit of lobby clients on it. */
export interface LobbySuite {
  readonly server: TestServer;
  readonly kit: LobbyKit;
}

/**
 * Starts one server for the suite (from `startServer`, on the suite's database) and closes it at the end;
 * the kit's clients are closed after each test, so no test meets the sockets of the one before.
 */
export function lobbySuite(startServer: StartServer): LobbySuite {
  let server: TestServer | undefined;
  const running = () => {
    if (server === undefined) throw new Error('The suite has a server only once it has started.');
    return server;
  };
  const kit = createLobbyKit(() => running().url);
  beforeAll(async () => {
    server = await startServer();
  });
  afterEach(() => kit.closeAll());
  afterAll(() => server?.close());
  return {
    get server() {
      return running();
    },
    kit,
  };
}
