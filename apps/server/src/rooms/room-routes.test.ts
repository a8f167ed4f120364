import {
  AUTH_ERROR_CODES,
  IDENTITY_ERRORS,
  JOIN_CODE_ALPHABET,
  LOBBY_ERRORS,
  ROOM_ROUTES,
  roomAccessSchema,
  settingsDefaultsFor,
  VALIDATION,
  type AuthError,
  type LibraryCategoryId,
} from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { createRoomAs, GAME_FORM, joinByCode, roomAccess } from '../testing/lobby-client.ts';
import type { TestServer } from '../testing/test-server.ts';
import { lobbySuite } from '../testing/lobby-suite.ts';
import { JOIN_CODE_FAILURES } from './join-code-limits.ts';

describeOnEachDatabase('rooms over HTTP', (startServer) => {
  const suite = lobbySuite(startServer);
  const { kit } = suite;

  const access = async (roomId: string, cookie?: string) =>
    roomAccessSchema.parse(await (await roomAccess(suite.server.url, roomId, cookie)).json());

  it('creates a room with an unguessable id and a join code, the host in slot 1 and ready', async () => {
    const host = await signInAsGuest(suite.server.url);
    const { roomId, joinCode } = await createRoomAs(suite.server.url, host.cookie);
    expect(roomId).toMatch(/^[\w-]{22}$/); // base64url of 16 random bytes
    expect(joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(await access(roomId, host.cookie)).toEqual({
      roomId,
      phase: 'LOBBY',
      inSlot: true,
      canWatch: false,
    });

    const events = await suite.server.repositories.rooms.events(roomId);
    expect(events.map((event) => event.type)).toEqual(['room-created']);
    const client = await kit.player(host);
    const view = await kit.join(client, roomId);
    expect(view.slots).toEqual([
      expect.objectContaining({ slotNr: 1, uid: host.user.uid, isHost: true, isReady: true, isAway: false }),
    ]);
    expect(view.categories.custom.map((category) => category.title)).toEqual(['Rivers', 'Cheeses']);
  });

  it('refuses a creation form that breaks the rules, with the message under each field', async () => {
    const host = await signInAsGuest(suite.server.url);
    const create = (form: unknown) =>
      sendJson(`${suite.server.url}${ROOM_ROUTES.create}`, 'POST', form, { cookie: host.cookie });

    const clash = await create({ customCategory1: ' name ', customCategory2: 'Rivers' });
    expect(clash.status).toBe(400);
    expect(((await clash.json()) as AuthError).fieldErrors).toEqual({
      customCategory1: VALIDATION.categoryExists,
    });

    const missing = await create({ defaultCategories: ['name', 'place'] });
    expect(((await missing.json()) as AuthError).fieldErrors).toEqual({
      defaultCategories: VALIDATION.categoriesTooFew,
      customCategory1: VALIDATION.twoCustomCategories,
      customCategory2: VALIDATION.twoCustomCategories,
    });

    const libraryClash = await create({
      defaultCategories: ['name', 'place', 'animal', 'rivers'],
      customCategory1: 'Cars',
      customCategory2: 'RIVERS',
    });
    expect(((await libraryClash.json()) as AuthError).fieldErrors).toEqual({
      customCategory2: VALIDATION.categoryExists,
    });
  });

  it('creates a room in the language a request names, with its letters and categories', async () => {
    const host = await signInAsGuest(suite.server.url);
    const { roomId } = await createRoomAs(suite.server.url, host.cookie, { ...GAME_FORM, language: 'de' });
    const view = await kit.join(await kit.player(host), roomId);
    expect(view.settings).toMatchObject({ language: 'de', letters: settingsDefaultsFor('de').letters });
    expect(view.categories.defaults.map((category) => category.title)).toEqual([
      'Name',
      'Tier',
      'Beruf',
      'Land',
      'Fluss',
      'Stadt',
    ]);

    const create = (form: unknown) =>
      sendJson(`${suite.server.url}${ROOM_ROUTES.create}`, 'POST', form, { cookie: host.cookie });
    const turkishQ = await create({ ...GAME_FORM, language: 'tr', rounds: 2, letters: ['A', 'Q'] });
    expect(turkishQ.status).toBe(400);
    expect(((await turkishQ.json()) as AuthError).fieldErrors).toEqual({
      letters: VALIDATION.lettersInvalid,
    });
    const unknown = await create({ ...GAME_FORM, language: 'pt' });
    expect(((await unknown.json()) as AuthError).fieldErrors).toEqual({
      language: VALIDATION.languageInvalid,
    });
  });

  it('creates a room without the host’s categories when players add none, ready to start', async () => {
    const host = await signInAsGuest(suite.server.url);
    const defaultCategories: LibraryCategoryId[] = ['name', 'place', 'animal', 'thing', 'rivers', 'snacks'];
    const { roomId } = await createRoomAs(suite.server.url, host.cookie, {
      ownCategories: false,
      defaultCategories,
    });
    const client = await kit.player(host);
    const view = await kit.join(client, roomId);
    expect(view.settings).toMatchObject({ ownCategories: false, defaultCategories });
    expect(view.categories.custom).toEqual([]);
    expect(view.slots).toEqual([
      expect.objectContaining({ uid: host.user.uid, isHost: true, isReady: true }),
    ]);

    // A friend is ready as they come in, and the game starts with nobody's categories.
    const friend = await kit.player(await signInAsGuest(suite.server.url));
    expect((await kit.join(friend, roomId)).slots.every((slot) => slot.isReady)).toBe(true);
    const refused = await friend.send('lobby:submit-categories', {
      roomId,
      category1: 'Cars',
      category2: 'Films',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'own-categories-off' } });
    expect((await client.send('lobby:start', { roomId })).ok).toBe(true);
  });

  it('creates rooms only for a signed-in user', async () => {
    const response = await sendJson(`${suite.server.url}${ROOM_ROUTES.create}`, 'POST', GAME_FORM);
    expect(response.status).toBe(401);
    expect(((await response.json()) as AuthError).code).toBe(AUTH_ERROR_CODES.notSignedIn);
  });

  it('finds a room by its code typed in lower case with spaces around, without taking a seat', async () => {
    const host = await signInAsGuest(suite.server.url);
    const { roomId, joinCode } = await createRoomAs(suite.server.url, host.cookie);
    const visitor = await signInAsGuest(suite.server.url);
    const response = await joinByCode(suite.server.url, visitor.cookie, `  ${joinCode.toLowerCase()} `);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ roomId });
    expect(await access(roomId, visitor.cookie)).toEqual({
      roomId,
      phase: 'LOBBY',
      inSlot: false,
      canWatch: false,
    });
  });

  it("answers a malformed or unknown code with 'Enter a valid gameCode' under the code field", async () => {
    const visitor = await signInAsGuest(suite.server.url);
    // 'ZZZZZ2' is well formed, but no room is given it: codes are drawn, never counted up.
    for (const code of ['ABC', '', 12345, 'O0I1LL', 'ZZZZZ2']) {
      const response = await joinByCode(suite.server.url, visitor.cookie, code);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: AUTH_ERROR_CODES.validation,
        message: VALIDATION.gameCodeInvalid,
        fieldErrors: { code: VALIDATION.gameCodeInvalid },
      });
    }
  });

  it("answers 'This room is full' for a full room, and still lets a seated player through", async () => {
    const { roomId, joinCode, guests } = await kit.lobby(2, { form: { ...GAME_FORM, maxPlayers: 2 } });
    const latecomer = await signInAsGuest(suite.server.url);
    const refused = await joinByCode(suite.server.url, latecomer.cookie, joinCode);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'room-full',
      message: VALIDATION.roomFull,
      fieldErrors: { code: VALIDATION.roomFull },
    });

    const seated = await joinByCode(suite.server.url, guests[0]!.cookie, joinCode);
    expect(await seated.json()).toEqual({ roomId });
  });

  it('takes a latecomer to a room whose game has begun by its code, to watch it', async () => {
    const { roomId, joinCode, host } = await kit.lobby(2);
    expect((await host.send('lobby:start', { roomId })).ok).toBe(true);
    const latecomer = await signInAsGuest(suite.server.url);
    const response = await joinByCode(suite.server.url, latecomer.cookie, joinCode);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ roomId });
    expect(await access(roomId, latecomer.cookie)).toEqual({
      roomId,
      phase: 'ROUND_STARTING',
      inSlot: false,
      canWatch: true,
    });
  });

  it('answers the access check without a user, and 404 for a room that does not exist', async () => {
    const host = await signInAsGuest(suite.server.url);
    const { roomId } = await createRoomAs(suite.server.url, host.cookie);
    expect(await access(roomId)).toEqual({ roomId, phase: 'LOBBY', inSlot: false, canWatch: false });
    const unknown = await roomAccess(suite.server.url, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not-found', message: LOBBY_ERRORS.roomNotFound });
  });

  describe('wrong codes, again and again', () => {
    // A server of its own: every test client comes from 127.0.0.1, and the limit counts per address.
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startServer();
    });
    afterAll(() => limited?.close());

    it('stops answering a user after too many wrong codes, even a right one, with 429 and Retry-After', async () => {
      const host = await signInAsGuest(limited.url);
      const { joinCode } = await createRoomAs(limited.url, host.cookie);
      const guesser = await signInAsGuest(limited.url);
      for (let attempt = 0; attempt < JOIN_CODE_FAILURES.perUser; attempt += 1) {
        expect((await joinByCode(limited.url, guesser.cookie, 'ZZZZZ2')).status).toBe(400);
      }
      const refused = await joinByCode(limited.url, guesser.cookie, joinCode);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        code: AUTH_ERROR_CODES.tooManyRequests,
        message: IDENTITY_ERRORS.tooManyRequests,
      });
      // Another player behind the same address (a class on one network) still gets in.
      const classmate = await signInAsGuest(limited.url);
      expect((await joinByCode(limited.url, classmate.cookie, joinCode)).status).toBe(200);
    });

    it('stops the whole address once its users together have used up its wrong codes', async () => {
      const own = await startServer();
      try {
        const host = await signInAsGuest(own.url);
        const { joinCode } = await createRoomAs(own.url, host.cookie);
        for (let wrong = 0; wrong < JOIN_CODE_FAILURES.perAddress; wrong += 5) {
          const guesser = await signInAsGuest(own.url);
          for (let attempt = 0; attempt < 5; attempt += 1)
            expect((await joinByCode(own.url, guesser.cookie, 'ZZZZZ2')).status).toBe(400);
        }
        const newcomer = await signInAsGuest(own.url);
        expect((await joinByCode(own.url, newcomer.cookie, joinCode)).status).toBe(429);
      } finally {
        await own.close();
      }
    });
  });
});
