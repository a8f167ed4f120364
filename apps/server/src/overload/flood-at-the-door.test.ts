import { AUTH_ROUTES, healthOkSchema } from '@npat/protocol';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../game/testing/game-client.ts';
import { startGameFor } from '../game/testing/game-setup.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { createRoomAs } from '../testing/lobby-client.ts';
import { spawnServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { writeWebDistFixture } from '../testing/web-dist-fixture.ts';

/** The attack of decision 051: four at a time, 0.9 MB of `{"a":…}` 150,000 deep, without a cookie, for 4 s. */
const FLOOD_MS = 4_000;
const IN_FLIGHT = 4;
const DEEP_BODY = '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000);

describe('a flood of deep bodies at the door', () => {
  let root: string;
  let server: ServerProcess | undefined;
  let players: TestPlayer[] = [];

  afterEach(async () => {
    for (const player of players.splice(0)) player.close();
    await server?.kill();
    server = undefined;
    removeTempDir(root);
  });

  it('is refused with 413s and never makes the node say it is full, beside a running game', async () => {
    root = makeTempDir('flood-at-the-door');
    writeWebDistFixture(join(root, 'web'));
    // A real server with its real load gauge; test servers in-process have a hand-set one.
    server = spawnServerProcess({ DATA_DIR: join(root, 'data'), WEB_DIST: join(root, 'web'), PORT: '0' });
    const url = await server.ready;
    ({ players } = await startGameFor(url, { count: 3 }));
    const host = await signInAsGuest(url);

    const statuses = new Map<number, number>();
    const started = Date.now();
    const flooder = async () => {
      while (Date.now() - started < FLOOD_MS) {
        const response = await fetch(`${url}${AUTH_ROUTES.profile}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: DEEP_BODY,
        }).catch(() => undefined);
        if (response) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response?.body?.cancel();
      }
    };
    const full: number[] = [];
    const watcher = async () => {
      // Past the flood by the gate's own memory: it looks back five seconds.
      while (Date.now() - started < FLOOD_MS + 5_000) {
        const health = healthOkSchema.parse(await (await fetch(`${url}/api/health`)).json());
        if (!health.acceptsNewRooms) full.push(Date.now() - started);
        await sleep(200);
      }
    };
    await Promise.all([...Array.from({ length: IN_FLIGHT }, flooder), watcher()]);

    expect([...statuses.keys()]).toEqual([413]);
    // When (ms since the flood began) the node said it took no new rooms: never.
    expect(full).toEqual([]);
    await expect(createRoomAs(url, host.cookie)).resolves.toMatchObject({ roomId: expect.any(String) });
  }, 60_000);
});
