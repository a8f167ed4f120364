import {
  LOBBY_ERRORS,
  roomAccessSchema,
  settingsDefaultsFor,
  VALIDATION,
  type LobbyAck,
} from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { joinByCode, roomAccess } from '../testing/lobby-client.ts';
import { lobbySuite } from '../testing/lobby-suite.ts';
import { decodeSnapshot } from '../room-pipeline/room-snapshot.ts';

describeOnEachDatabase('host powers, leaving and starting', (startServer) => {
  const suite = lobbySuite(startServer);
  const { kit } = suite;

  const access = async (roomId: string, cookie?: string) =>
    roomAccessSchema.parse(await (await roomAccess(suite.server.url, roomId, cookie)).json());
  const refusal = (ack: LobbyAck) => (ack.ok ? undefined : ack.error);
  const uidsOf = (view: { slots: { uid: string }[] }) => view.slots.map((slot) => slot.uid);

  it('hands the crown on only at the host’s word; the old host then has no host powers', async () => {
    const { roomId, host, guests } = await kit.lobby(3);
    const [ben, cy] = guests as [typeof host, typeof host];

    // A player crowning themselves, as an attacker would send it, is refused and changes nothing.
    expect(refusal(await ben.send('lobby:make-host', { roomId, targetUid: ben.user.uid }))).toMatchObject({
      code: 'not-host',
    });
    expect(refusal(await host.send('lobby:make-host', { roomId, targetUid: 'nobody' }))).toMatchObject({
      code: 'player-not-in-room',
    });

    expect((await host.send('lobby:make-host', { roomId, targetUid: cy.user.uid })).ok).toBe(true);
    const seen = await ben.stateWhere((view) =>
      view.slots.some((slot) => slot.uid === cy.user.uid && slot.isHost),
    );
    expect(seen.slots.filter((slot) => slot.isHost)).toHaveLength(1);
    expect(refusal(await host.send('lobby:kick', { roomId, targetUid: ben.user.uid }))).toMatchObject({
      code: 'not-host',
    });
    expect((await cy.send('lobby:kick', { roomId, targetUid: ben.user.uid })).ok).toBe(true);
  });

  it('locks the room at the host’s word only: newcomers are turned away by code and by link, players come back', async () => {
    const { roomId, joinCode, host, guests } = await kit.lobby(2);
    const [ben] = guests as [typeof host];
    expect(refusal(await ben.send('lobby:lock', { roomId, locked: true }))).toMatchObject({
      code: 'not-host',
    });

    expect((await host.send('lobby:lock', { roomId, locked: true })).ok).toBe(true);
    await ben.stateWhere((view) => view.locked);
    const late = await kit.player();
    const byCode = await joinByCode(suite.server.url, late.cookie, joinCode);
    expect(byCode.status).toBe(409);
    expect(await byCode.json()).toMatchObject({ code: 'room-locked', message: LOBBY_ERRORS.roomLocked });
    expect(refusal(await late.send('lobby:join', { roomId }))).toMatchObject({ code: 'room-locked' });
    // A player of the room, on a new connection (a reload), takes their seat again.
    const benAgain = await kit.player({ user: ben.user, cookie: ben.cookie });
    expect((await benAgain.send('lobby:join', { roomId })).ok).toBe(true);

    expect((await host.send('lobby:lock', { roomId, locked: false })).ok).toBe(true);
    expect((await late.send('lobby:join', { roomId })).ok).toBe(true);
  });

  it('removes a player: they are told, hear nothing more from the room, and cannot come back', async () => {
    const { roomId, joinCode, host, guests } = await kit.lobby(3);
    const [kicked, staying] = guests as [typeof host, typeof host];
    const statesBefore = kicked.states.length;

    expect((await host.send('lobby:kick', { roomId, targetUid: kicked.user.uid })).ok).toBe(true);
    expect(await kicked.kicked()).toEqual({ roomId });
    await staying.stateWhere((view) => !uidsOf(view).includes(kicked.user.uid));

    // A later change reaches those still in the room, and not the removed player; their own refused
    // join is answered after anything the room could have sent them before it.
    await host.send('lobby:update-settings', {
      roomId,
      settings: { ...settingsDefaultsFor('en'), rounds: 2 },
    });
    await staying.stateWhere((view) => view.settings.rounds === 2);
    expect(refusal(await kicked.send('lobby:join', { roomId }))).toEqual({
      code: 'removed',
      message: LOBBY_ERRORS.removedByHost,
    });
    expect(kicked.states.length).toBe(statesBefore);

    expect(await access(roomId, kicked.cookie)).toMatchObject({ inSlot: false });
    const byCode = await joinByCode(suite.server.url, kicked.cookie, joinCode);
    expect(byCode.status).toBe(409);
    expect(await byCode.json()).toMatchObject({ code: 'removed' });
  });

  it('refuses the host removing themselves or someone not in the room', async () => {
    const { roomId, host } = await kit.lobby(2);
    expect(refusal(await host.send('lobby:kick', { roomId, targetUid: host.user.uid }))?.code).toBe(
      'cannot-kick-yourself',
    );
    expect(refusal(await host.send('lobby:kick', { roomId, targetUid: 'nobody' }))?.code).toBe(
      'player-not-in-room',
    );
  });

  it('lets a player leave: the others see the slot free, and the room stops talking to them', async () => {
    const { roomId, host, guests } = await kit.lobby(3);
    const [leaver] = guests;
    expect((await leaver!.send('lobby:leave', { roomId })).ok).toBe(true);
    const seen = await host.stateWhere((view) => view.slots.length === 2);
    expect(uidsOf(seen)).not.toContain(leaver!.user.uid);
    expect(await suite.server.repositories.rooms.openRoomsOf(leaver!.user.uid)).toEqual([]);
    const sockets = await suite.server.io.in(`room:${roomId}`).fetchSockets();
    expect(sockets.map((socket) => socket.data.user.uid)).not.toContain(leaver!.user.uid);
  });

  it('makes the player in the lowest occupied slot host when the host leaves', async () => {
    const { roomId, host, guests } = await kit.lobby(3);
    expect((await host.send('lobby:leave', { roomId })).ok).toBe(true);
    const seen = await guests[1]!.stateWhere((view) => view.slots.length === 2);
    expect(seen.slots.map(({ slotNr, isHost }) => ({ slotNr, isHost }))).toEqual([
      { slotNr: 2, isHost: true },
      { slotNr: 3, isHost: false },
    ]);
    expect((await guests[0]!.send('lobby:start', { roomId })).ok).toBe(true);
  });

  it('closes the room when the last player leaves, and frees its join code', async () => {
    const { roomId, joinCode, host, guests } = await kit.lobby(2);
    await guests[0]!.send('lobby:leave', { roomId });
    expect((await host.send('lobby:leave', { roomId })).ok).toBe(true);

    expect(await access(roomId, host.cookie)).toEqual({
      roomId,
      phase: 'GAME-COMPLETED',
      inSlot: false,
      canWatch: false,
    });
    const visitor = await signInAsGuest(suite.server.url);
    const byCode = await joinByCode(suite.server.url, visitor.cookie, joinCode);
    expect(await byCode.json()).toMatchObject({ fieldErrors: { code: VALIDATION.gameCodeInvalid } });
    expect(refusal(await host.send('lobby:join', { roomId }))?.code).toBe('room-closed');
    // The code may go to a new room now.
    await suite.server.repositories.rooms.create({
      id: `reuses-${roomId}`,
      joinCode,
      phase: 'LOBBY',
      snapshot: '{}',
      time: Date.now(),
      events: [],
      members: [],
    });
  });

  it('refuses to start with one player, or while someone is not ready', async () => {
    const alone = await kit.lobby(1);
    expect(refusal(await alone.host.send('lobby:start', { roomId: alone.roomId }))).toEqual({
      code: 'not-enough-players',
      message: LOBBY_ERRORS.notEnoughPlayers,
    });

    const { roomId, host, guests } = await kit.lobby(3);
    await guests[1]!.send('lobby:edit-categories', { roomId });
    expect(refusal(await host.send('lobby:start', { roomId }))).toEqual({
      code: 'not-all-ready',
      message: LOBBY_ERRORS.notAllReady,
    });
    expect(await access(roomId)).toMatchObject({ phase: 'LOBBY' });
  });

  it('starts when everyone is ready: the room leaves LOBBY for everyone and keeps what the game needs', async () => {
    const { roomId, host, guests } = await kit.lobby(3);
    const ack = await host.send('lobby:start', { roomId });
    expect(ack.ok && ack.view.phase).toBe('ROUND_STARTING');
    await Promise.all(guests.map((guest) => guest.stateWhere((view) => view.phase === 'ROUND_STARTING')));

    expect(await access(roomId, guests[0]!.cookie)).toEqual({
      roomId,
      phase: 'ROUND_STARTING',
      inSlot: true,
      canWatch: false,
    });
    const outsider = await signInAsGuest(suite.server.url);
    expect(await access(roomId, outsider.cookie)).toEqual({
      roomId,
      phase: 'ROUND_STARTING',
      inSlot: false,
      canWatch: true,
    });

    const stored = await suite.server.repositories.rooms.find(roomId);
    const { gameStart } = decodeSnapshot(stored!.snapshot);
    expect(gameStart?.players.map((player) => player.uid)).toEqual(
      [host, ...guests].map((client) => client.user.uid),
    );
    expect(gameStart?.customCategories).toHaveLength(6);
    expect(stored?.phase).toBe('ROUND_STARTING');

    // A player already seated comes back in; a newcomer is sent home.
    expect((await guests[0]!.send('lobby:join', { roomId })).ok).toBe(true);
    const newcomer = await kit.player(outsider);
    expect(refusal(await newcomer.send('lobby:join', { roomId }))?.code).toBe('game-started');
  });
});
