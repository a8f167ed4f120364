import {
  CATEGORY_LIBRARY_IDS,
  DEFAULT_ROOM_SETTINGS,
  GAME_LANGUAGES,
  languageData,
  MAX_JSON_DEPTH,
  type RoomSettings,
} from '@npat/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest } from '../testing/identity-client.ts';
import { createLobbyKit } from '../testing/lobby-client.ts';
import { connectTestSocket, nextHello, type TestSocket } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MAX_FRAME_BYTES } from './socket-server.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

/** The room settings that write the longest intent: twelve of the longest categories, the largest alphabet. */
function largestSettings(): RoomSettings {
  const language = [...GAME_LANGUAGES].sort(
    (a, b) => languageData(b).alphabet.length - languageData(a).alphabet.length,
  )[0]!;
  const longest = [...CATEGORY_LIBRARY_IDS].sort((a, b) => b.length - a.length).slice(0, 12);
  return {
    ...DEFAULT_ROOM_SETTINGS,
    language,
    letters: [...languageData(language).alphabet],
    defaultCategories: longest,
  } as RoomSettings;
}

describe('socket frames', () => {
  let server: TestServer;
  const kit = createLobbyKit(() => server.url);
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    kit.closeAll();
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => server?.close());

  const connect = async () => {
    const { cookie } = await signInAsGuest(server.url);
    const socket = connectTestSocket(server.url, { extraHeaders: { cookie } });
    sockets.push(socket);
    await nextHello(socket);
    return socket;
  };
  const emit = (socket: TestSocket, event: string, payload: unknown) =>
    (socket.emitWithAck as (event: string, payload: unknown) => Promise<unknown>)(event, payload);

  it('refuses an intent nested deeper than any real one with invalid-request, and the socket plays on', async () => {
    const socket = await connect();
    const deep = { roomId: nested(MAX_JSON_DEPTH) };
    expect(JSON.stringify(deep).length).toBeLessThan(MAX_FRAME_BYTES);
    expect(await emit(socket, 'lobby:join', deep)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid-request' }),
    });
    expect(socket.connected).toBe(true);
    expect(await emit(socket, 'lobby:join', { roomId: 'no-such-room' })).toMatchObject({ ok: false });
  });

  it('closes a connection that sends a frame larger than the limit; the server lives on', async () => {
    const socket = await connect();
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    (socket.emit as (event: string, payload: unknown) => void)('lobby:join', {
      roomId: 'x'.repeat(MAX_FRAME_BYTES),
    });
    expect(await closed).toBe('transport close');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("takes the longest real intent, a room's settings with every letter and twelve categories", async () => {
    const { roomId, host } = await kit.lobby(1);
    const settings = largestSettings();
    const payload = { roomId, settings };
    // Far under the limit, so a client's retries batched in one long-poll fit too.
    expect(JSON.stringify(['lobby:update-settings', payload]).length).toBeLessThan(MAX_FRAME_BYTES / 4);
    expect(await host.send('lobby:update-settings', payload)).toMatchObject({ ok: true });
  });
});
