import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAsGuest } from './testing/identity-client.ts';
import { spawnServerProcess as spawnProcess, type ServerProcess } from './testing/server-process.ts';
import { connectTestSocket, nextHello } from './testing/socket-client.ts';
import { makeTempDir, removeTempDir } from './testing/temp-dir.ts';
import { writeWebDistFixture } from './testing/web-dist-fixture.ts';

/** A server started from source builds the referee's knowledge before it listens: on a busy machine that took 25 s. */
const SPAWN_TIMEOUT = 90_000;

describe('the server process', () => {
  let root: string;
  let env: Record<string, string>;
  const spawned: ServerProcess[] = [];
  const spawnServerProcess = (processEnv: Record<string, string>) => {
    const server = spawnProcess(processEnv);
    spawned.push(server);
    return server;
  };
  beforeEach(() => {
    root = makeTempDir('process');
    writeWebDistFixture(join(root, 'web'));
    env = { DATA_DIR: join(root, 'data'), WEB_DIST: join(root, 'web'), PORT: '0' };
  });
  afterEach(async () => {
    // A failed test must not leave its server running.
    for (const { child, exited } of spawned.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    removeTempDir(root);
  });

  it(
    'starts on a fresh DATA_DIR, answers health, and exits 0 on SIGTERM with its data kept',
    async () => {
      const server = spawnServerProcess(env);
      const url = await server.ready;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.output().stdout).toContain('HOST=0.0.0.0');

      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const { cookie } = await signInAsGuest(url);
      const socket = connectTestSocket(url, { extraHeaders: { cookie } });
      await nextHello(socket);
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      await disconnected;
      expect(existsSync(join(root, 'data', 'npat.sqlite'))).toBe(true);
      expect(existsSync(join(root, 'data', 'session-secret'))).toBe(true);
      expect(server.output().stdout).toContain('Shut down cleanly');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'exits 0 on SIGINT (Ctrl+C) as well',
    async () => {
      const server = spawnServerProcess(env);
      await server.ready;
      server.child.kill('SIGINT');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SPAWN_TIMEOUT,
  );

  it('exits 1 printing only the one-line reason when PORT is not a number', async () => {
    const server = spawnServerProcess({ ...env, PORT: 'abc' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output().stderr.trim()).toBe('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(server.output().stdout).toBe('');
    expect(existsSync(join(root, 'data'))).toBe(false);
  });

  it(
    'exits 1 saying so when the port is already taken',
    async () => {
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = blocker.address() as AddressInfo;
        const server = spawnServerProcess({ ...env, PORT: String(port) });
        expect(await server.exited).toEqual({ code: 1, signal: null });
        expect(server.output().stdout).toContain(`Port ${port} is already in use`);
      } finally {
        blocker.close();
      }
    },
    SPAWN_TIMEOUT,
  );
});
