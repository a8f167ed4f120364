import {
  AUTH_ROUTES,
  avatarPath,
  LOBBY_ERRORS,
  VALIDATION,
  type LobbyAck,
  type RoomSettings,
  ALPHABET,
} from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson } from '../testing/identity-client.ts';
import { lobbySuite } from '../testing/lobby-suite.ts';

const SETTINGS: RoomSettings = {
  rounds: 3,
  roundTime: 90,
  endMode: 'Fastest Finger',
  defaultCategories: ['name', 'place', 'animal', 'technology'],
  ownCategories: true,
  maxPlayers: 6,
  onlyAnswerDoubles: true,
  sharedAnswerZero: false,
  refereeDecides: false,
  creativeBonus: false,
  letterVote: false,
  lateJoin: true,
  bigScreen: false,
  hideCode: false,
  rudeFilter: false,
  letters: [...ALPHABET],
  language: 'en',
};

describeOnEachDatabase('the live lobby over socket.io', (startServer) => {
  const suite = lobbySuite(startServer);
  const { kit } = suite;

  const versionOf = async (roomId: string) => (await suite.server.repositories.rooms.find(roomId))?.version;
  const refusal = (ack: LobbyAck) => (ack.ok ? undefined : ack.error);

  it('seats a player who joins by the room id in the first free slot and shows them to everyone', async () => {
    const { roomId, host } = await kit.lobby(1);
    const guest = await kit.player();
    const view = await kit.join(guest, roomId);
    expect(view.slots.map(({ slotNr, uid, isHost, isReady }) => ({ slotNr, uid, isHost, isReady }))).toEqual([
      { slotNr: 1, uid: host.user.uid, isHost: true, isReady: true },
      { slotNr: 2, uid: guest.user.uid, isHost: false, isReady: false },
    ]);
    expect(await host.stateWhere((state) => state.slots.length === 2)).toEqual(view);
    expect(await suite.server.repositories.rooms.openRoomsOf(guest.user.uid)).toEqual([roomId]);
  });

  it('gives a player who joins again, from a second tab, the same slot and writes nothing', async () => {
    const { roomId, guests } = await kit.lobby(3);
    const before = await versionOf(roomId);
    const secondTab = await kit.player(guests[1]);
    const view = await kit.join(secondTab, roomId);
    expect(view.slots.find((slot) => slot.uid === guests[1]!.user.uid)?.slotNr).toBe(3);
    expect(await versionOf(roomId)).toBe(before);
  });

  it('seats a player with their name and avatar as they are now, and updates the slot when they return', async () => {
    const { roomId, host, guests } = await kit.lobby(2);
    const guest = guests[0]!;
    const changed = await sendJson(
      `${suite.server.url}${AUTH_ROUTES.profile}`,
      'PATCH',
      { photoURL: avatarPath('panda') },
      {
        cookie: guest.cookie,
      },
    );
    expect(changed.status).toBe(200);
    const view = await kit.join(guest, roomId);
    expect(view.slots[1]).toMatchObject({ uid: guest.user.uid, photoURL: avatarPath('panda') });
    await host.stateWhere((state) => state.slots[1]?.photoURL === avatarPath('panda'));
  });

  it("refuses a category equal to another player's, ignoring case, accents and spaces", async () => {
    const { roomId, guests } = await kit.lobby(2); // the host has Rivers and Cheeses
    const [guest] = guests;
    const before = await versionOf(roomId);
    const ack = await guest!.send('lobby:submit-categories', {
      roomId,
      category1: 'Fruit',
      category2: ' RÍVERS ',
    });
    expect(refusal(ack)).toEqual({
      code: 'category-exists',
      message: VALIDATION.categoryExists,
      field: 'category2',
    });
    expect(await versionOf(roomId)).toBe(before);
  });

  it('refuses a category equal to one of the chosen default categories', async () => {
    const { roomId, guests } = await kit.lobby(2, { ready: false });
    const ack = await guests[0]!.send('lobby:submit-categories', {
      roomId,
      category1: 'animal',
      category2: 'Fruit',
    });
    expect(refusal(ack)).toEqual({
      code: 'category-exists',
      message: VALIDATION.categoryExists,
      field: 'category1',
    });
  });

  it('drops a right-to-left override from a category title, so everyone sees the title as stored', async () => {
    const { roomId, host, guests } = await kit.lobby(2, { ready: false });
    const ack = await guests[0]!.send('lobby:submit-categories', {
      roomId,
      category1: '\u202Eeman',
      category2: 'Tools\u200B',
    });
    expect(ack.ok).toBe(true);
    const seen = await host.stateWhere((view) => view.categories.custom.length === 4);
    expect(seen.categories.custom.map((category) => category.title)).toEqual([
      'Rivers',
      'Cheeses',
      'eman',
      'Tools',
    ]);
  });

  it('makes a player ready when they submit and not ready when they edit, and everyone sees it', async () => {
    const { roomId, host, guests } = await kit.lobby(2, { ready: false });
    const guest = guests[0]!;
    const isGuestReady = (ready: boolean) => (view: { slots: { uid: string; isReady: boolean }[] }) =>
      view.slots.some((slot) => slot.uid === guest.user.uid && slot.isReady === ready);

    const submitted = await guest.send('lobby:submit-categories', {
      roomId,
      category1: 'Fruit',
      category2: 'Tools',
    });
    expect(submitted.ok).toBe(true);
    const seen = await host.stateWhere(isGuestReady(true));
    expect(seen.categories.custom.map((category) => category.title)).toEqual([
      'Rivers',
      'Cheeses',
      'Fruit',
      'Tools',
    ]);

    expect((await guest.send('lobby:edit-categories', { roomId })).ok).toBe(true);
    const edited = await host.stateWhere(isGuestReady(false));
    expect(edited.categories.custom.map((category) => category.title)).toContain('Fruit');
  });

  it('lets the host change the settings and shows them to everyone', async () => {
    const { roomId, host, guests } = await kit.lobby(2);
    const ack = await host.send('lobby:update-settings', { roomId, settings: SETTINGS });
    expect(ack.ok && ack.view.settings).toEqual(SETTINGS);
    const seen = await guests[0]!.stateWhere((view) => view.settings.rounds === 3);
    expect(seen).toMatchObject({ settings: SETTINGS, maxPlayers: 6 });
    expect(seen.categories.defaults.map((category) => category.id)).toEqual([
      'name',
      'place',
      'animal',
      'technology',
    ]);
  });

  it('refuses settings, removals and the start from a player who is not the host, changing nothing', async () => {
    const { roomId, host, guests } = await kit.lobby(3);
    const guest = guests[0]!;
    const before = await versionOf(roomId);
    const notHost = { code: 'not-host', message: LOBBY_ERRORS.notHost };
    expect(refusal(await guest.send('lobby:update-settings', { roomId, settings: SETTINGS }))).toEqual(
      notHost,
    );
    expect(refusal(await guest.send('lobby:kick', { roomId, targetUid: host.user.uid }))).toEqual(notHost);
    expect(refusal(await guest.send('lobby:start', { roomId }))).toEqual(notHost);
    expect(await versionOf(roomId)).toBe(before);
  });

  it('answers malformed intents with invalid-request, and changes nothing', async () => {
    const { roomId, host } = await kit.lobby(2);
    const before = await versionOf(roomId);
    const invalid = { code: 'invalid-request', message: LOBBY_ERRORS.invalidRequest };
    const raw = (name: string, payload: unknown) =>
      (host.socket.emitWithAck as (event: string, body: unknown) => Promise<LobbyAck>)(name, payload);

    expect(refusal(await raw('lobby:kick', { roomId }))).toEqual(invalid);
    expect(refusal(await raw('lobby:submit-categories', { roomId, category1: 7, category2: null }))).toEqual(
      invalid,
    );
    expect(refusal(await raw('lobby:start', { roomId: 42 }))).toEqual(invalid);
    expect(refusal(await raw('lobby:leave', 'just a string'))).toEqual(invalid);
    expect(refusal(await raw('lobby:update-settings', { roomId, settings: 'fast' }))).toEqual(invalid);
    expect(
      refusal(await (host.socket.emitWithAck as (event: string) => Promise<LobbyAck>)('lobby:join')),
    ).toEqual(invalid);
    expect(await versionOf(roomId)).toBe(before);
  });

  it('answers settings outside their limits with the message of the field, as the form shows it', async () => {
    const { roomId, host } = await kit.lobby(1);
    const ack = await host.send('lobby:update-settings', { roomId, settings: { ...SETTINGS, rounds: 11 } });
    expect(refusal(ack)).toEqual({
      code: 'invalid-settings',
      message: VALIDATION.roundsRange,
      field: 'rounds',
    });
  });

  it('answers an intent for a room that does not exist with room-not-found', async () => {
    const player = await kit.player();
    const ack = await player.send('lobby:join', { roomId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(refusal(ack)).toEqual({ code: 'room-not-found', message: LOBBY_ERRORS.roomNotFound });
  });

  it('ignores an intent sent without an acknowledgement callback, and keeps serving the socket', async () => {
    const { roomId, host } = await kit.lobby(1);
    const emitWithoutAck = host.socket.emit.bind(host.socket) as (event: string, body: unknown) => void;
    emitWithoutAck('lobby:edit-categories', { roomId });
    emitWithoutAck('lobby:kick', 'malformed');
    // The first intent is applied in order, before the one whose answer we wait for.
    const ack = await host.send('lobby:join', { roomId });
    expect(ack.ok && ack.view.slots[0]?.isReady).toBe(false);
  });

  it('refuses every intent but joining from a player who has no slot', async () => {
    const { roomId } = await kit.lobby(1);
    const stranger = await kit.player();
    const ack = await stranger.send('lobby:submit-categories', {
      roomId,
      category1: 'Fruit',
      category2: 'Tools',
    });
    expect(refusal(ack)).toEqual({ code: 'not-in-room', message: LOBBY_ERRORS.notInRoom });
  });
});
