import { afterEach, beforeEach } from 'vitest';
import type { StartServer } from '../../testing/describe-on-each-database.ts';
import { createTestClock, type TestClock } from '../../testing/test-clock.ts';
import type { TestServer } from '../../testing/test-server.ts';
import type { TestPlayer } from './game-client.ts';
import { closePlayers } from './game-setup.ts';

/** What each test of a game suite works with; `server` and `clock` are the running test's own. */
export interface GameSuite {
  readonly server: TestServer;
  readonly clock: TestClock;
  /** The players the test plays with: closed, and the list emptied, when the test ends. */
  players: TestPlayer[];
}

/**
 * Gives every test of the suite its own server (from `startServer`, on the suite's database) on a
 * clock the test moves by hand, and closes the test's players and server after it.
 */
export function serverPerTest(startServer: StartServer): GameSuite {
  let running: { server: TestServer; clock: TestClock } | undefined;
  beforeEach(async () => {
    const clock = createTestClock();
    running = { clock, server: await startServer({ now: clock.now }) };
  });
  afterEach(async () => {
    closePlayers(suite.players);
    suite.players = [];
    await running?.server.close();
    running = undefined;
  });
  const current = () => {
    if (running === undefined) throw new Error('The suite has a server only while one of its tests runs.');
    return running;
  };
  const suite: GameSuite = {
    get server() {
      return current().server;
    },
    get clock() {
      return current().clock;
    },
    players: [],
  };
  return suite;
}
