import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAsGuest } from '../testing/identity-client.ts';
import { createLobbyKit, createRoomAs, roomAccess, type LobbyClient } from '../testing/lobby-client.ts';
import { spawnServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { writeWebDistFixture } from '../testing/web-dist-fixture.ts';

/** A port nothing listens on right now, so the restarted server can take the same one. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves when the client has connected again after losing the server. */
const reconnected = (client: LobbyClient) =>
  new Promise<void>((resolve) => client.socket.io.once('reconnect', () => resolve()));

describe('a lobby across a server crash', () => {
  let root: string;
  const processes: ServerProcess[] = [];
  let url = '';
  const kit = createLobbyKit(() => url);

  afterEach(async () => {
    kit.closeAll();
    for (const { child, exited } of processes.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    removeTempDir(root);
  });

  it('is still there after SIGKILL and a restart, and every player rejoins their own slot', async () => {
    root = makeTempDir('restart');
    writeWebDistFixture(join(root, 'web'));
    const env = { DATA_DIR: join(root, 'data'), WEB_DIST: join(root, 'web'), PORT: String(await freePort()) };
    const start = async () => {
      const server = spawnServerProcess(env);
      processes.push(server);
      url = await server.ready;
      return server;
    };
    const first = await start();

    // Clients that reconnect by themselves, quickly, as the web app's do.
    const reconnecting = { reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 500 };
    const hostUser = await signInAsGuest(url);
    const { roomId } = await createRoomAs(url, hostUser.cookie);
    const players = [await kit.player(hostUser, reconnecting)];
    for (let index = 0; index < 2; index += 1) players.push(await kit.player(undefined, reconnecting));
    for (const player of players) await kit.join(player, roomId);
    const [host, readyGuest, waitingGuest] = players as [LobbyClient, LobbyClient, LobbyClient];
    expect(
      (await readyGuest.send('lobby:submit-categories', { roomId, category1: 'Fruit', category2: 'Tools' }))
        .ok,
    ).toBe(true);
    const before = await waitingGuest.stateWhere((view) =>
      view.slots.every((slot) => slot.uid !== readyGuest.user.uid || slot.isReady),
    );

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const back = Promise.all(players.map(reconnected));
    await start();
    await back;

    for (const player of players) {
      const view = await kit.join(player, roomId);
      expect(view).toEqual(before);
    }
    expect(before.slots.map((slot) => [slot.slotNr, slot.uid, slot.isReady])).toEqual([
      [1, host.user.uid, true],
      [2, readyGuest.user.uid, true],
      [3, waitingGuest.user.uid, false],
    ]);
    expect(await (await roomAccess(url, roomId, waitingGuest.cookie)).json()).toEqual({
      roomId,
      phase: 'LOBBY',
      inSlot: true,
      canWatch: false,
    });
    // The lobby is live again: a change reaches everyone.
    expect(
      (await waitingGuest.send('lobby:submit-categories', { roomId, category1: 'Songs', category2: 'Boats' }))
        .ok,
    ).toBe(true);
    await host.stateWhere((view) => view.slots.every((slot) => slot.isReady));
    // Two server processes start from source, each building the referee's knowledge: 42 s on a busy machine.
  }, 90_000);
});
