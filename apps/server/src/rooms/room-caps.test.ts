import { AUTH_ERROR_CODES, LOBBY_ERRORS, ROOM_ROUTES, type AuthError } from '@npat/protocol';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { HOSTED_ROOMS, ROOM_CREATIONS } from '../resource-caps.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest, type SignedInUser } from '../testing/identity-client.ts';
import { createLobbyKit, GAME_FORM } from '../testing/lobby-client.ts';
import { createTestClock, type TestClock } from '../testing/test-clock.ts';
import type { TestServer } from '../testing/test-server.ts';

describeOnEachDatabase('rooms one user may create and host', (startServer) => {
  let server: TestServer;
  let clock: TestClock;
  const kit = createLobbyKit(() => server.url);
  beforeEach(async () => {
    // The server's clock stands still mid-minute, so a burst never straddles two windows.
    clock = createTestClock();
    server = await startServer({ now: clock.now });
  });
  afterEach(async () => {
    kit.closeAll();
    await server.close();
  });

  /** POST a creation as an attacker would: the raw request, the whole answer kept. */
  const create = async (host: SignedInUser) => {
    const response = await sendJson(`${server.url}${ROOM_ROUTES.create}`, 'POST', GAME_FORM, {
      cookie: host.cookie,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  const createdId = async (host: SignedInUser) => {
    const { status, body } = await create(host);
    expect(status).toBe(201);
    return (body as { roomId: string }).roomId;
  };
  const isClosed = async (roomId: string) =>
    (await server.rooms.service.find(roomId))?.snapshot.lobby.closedAt !== null;
  const openRoomsOf = (uid: string) => server.repositories.rooms.openRoomsOf(uid);

  it('closes the oldest empty lobby of its host to make room for a fourth', async () => {
    const host = await signInAsGuest(server.url);
    const first = await createdId(host);
    clock.advance(1000);
    const second = await createdId(host);
    clock.advance(1000);
    const third = await createdId(host);
    clock.advance(1000);

    const fourth = await createdId(host);
    expect(await isClosed(first)).toBe(true);
    expect((await openRoomsOf(host.user.uid)).sort()).toEqual([second, third, fourth].sort());
  });

  it('refuses a fourth room with too-many-rooms while every hosted room has other players', async () => {
    const hostUser = await signInAsGuest(server.url);
    const host = await kit.player(hostUser);
    const rooms: string[] = [];
    for (let room = 0; room < HOSTED_ROOMS; room += 1) {
      const roomId = await createdId(hostUser);
      await kit.join(host, roomId);
      await kit.join(await kit.player(), roomId);
      rooms.push(roomId);
    }

    const refused = await create(hostUser);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'too-many-rooms',
      message: LOBBY_ERRORS.tooManyRooms,
    } satisfies AuthError);
    expect((await openRoomsOf(hostUser.user.uid)).sort()).toEqual([...rooms].sort());
    for (const roomId of rooms) expect(await isClosed(roomId)).toBe(false);
  });

  it('refuses creations beyond the limit per minute with 429 and Retry-After, even sent all at once', async () => {
    const host = await signInAsGuest(server.url);
    const burst = await Promise.all(
      Array.from({ length: ROOM_CREATIONS.perMinute + 10 }, () => create(host)),
    );

    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(ROOM_CREATIONS.perMinute).fill(201),
      ...Array<number>(10).fill(429),
    ]);
    const refused = burst.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.body).toEqual({
      code: AUTH_ERROR_CODES.tooManyRequests,
      message: LOBBY_ERRORS.roomCreationsTooFast,
    } satisfies AuthError);
    // Never more open rooms than the host may hold, however the burst interleaved.
    expect((await openRoomsOf(host.user.uid)).length).toBeLessThanOrEqual(HOSTED_ROOMS);

    // Another user is not held back, and the same user may create again in the next minute.
    expect((await create(await signInAsGuest(server.url))).status).toBe(201);
    clock.advance(ROOM_CREATIONS.windowMs);
    expect((await create(host)).status).toBe(201);
  });
});
