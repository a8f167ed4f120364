import { LOBBY_ERRORS, type LobbyView } from '@npat/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../game/testing/game-client.ts';
import { closePlayers, startGameFor } from '../game/testing/game-setup.ts';
import { tickInto } from '../game/testing/game-steps.ts';
import { INTENT_ABUSE, INTENT_RATE } from '../resource-caps.ts';
import { createLobbyKit } from '../testing/lobby-client.ts';
import { createTestClock, type TestClock } from '../testing/test-clock.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type Ack = { ok: boolean; error?: { code: string; message: string } };

/**
 * Sends every payload at once on the raw socket, as an attacker would, each with an ack callback.
 * Resolves once every ack came, or with 'unanswered' for those still open when the server cut the
 * connection; `elapsedMs` is from the first send to the end.
 */
function blast(socket: Socket, name: string, payloads: readonly unknown[]) {
  const started = performance.now();
  const acks = payloads.map(
    (payload) =>
      new Promise<Ack | 'unanswered'>((resolve) => {
        socket.once('disconnect', () => resolve('unanswered'));
        socket.emit(name, payload, resolve);
      }),
  );
  return Promise.all(acks).then((answers) => ({ answers, elapsedMs: performance.now() - started }));
}

/** The most a bucket can admit over `elapsedMs`: the burst, and what refilled meanwhile. */
const mostAdmittedIn = (elapsedMs: number) =>
  INTENT_RATE.burst + Math.ceil((elapsedMs * INTENT_RATE.perSecond) / 1000);

const codesOf = (answers: readonly (Ack | 'unanswered')[]) =>
  answers.map((answer) => (answer === 'unanswered' ? answer : answer.ok ? 'ok' : answer.error?.code));

describe('intents per socket', () => {
  let server: TestServer;
  let clock: TestClock;
  let players: TestPlayer[] = [];
  const kit = createLobbyKit(() => server.url);
  beforeEach(async () => {
    clock = createTestClock();
    server = await startTestServer({ now: clock.now });
  });
  afterEach(async () => {
    kit.closeAll();
    closePlayers(players);
    players = [];
    await server.close();
  });

  const versionOf = async (roomId: string) => (await server.repositories.rooms.versionOf(roomId)) ?? 0;

  it('refuses a blast of 120 drafts beyond the bucket with rate-limited, and writes none of them', async () => {
    const game = await startGameFor(server.url, { count: 2 });
    players = game.players;
    const { roomId } = game;
    await tickInto(server, clock, roomId, players, 'ANSWERING');
    const before = await versionOf(roomId);

    const drafts = Array.from({ length: 120 }, (_, index) => ({
      roomId,
      categoryId: 'name',
      text: `x${index}`,
    }));
    const { answers, elapsedMs } = await blast(players[0]!.socket as never, 'game:save-answer', drafts);

    const codes = codesOf(answers);
    const saved = codes.filter((code) => code === 'ok').length;
    // The socket spent a few tokens on joining the game.
    expect(saved).toBeGreaterThan(INTENT_RATE.burst - 5);
    expect(saved).toBeLessThanOrEqual(mostAdmittedIn(elapsedMs));
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'rate-limited')).toBe(true);
    // Each saved draft is one version; a refused one wrote nothing.
    expect((await versionOf(roomId)) - before).toBe(saved);
    const refusal = answers.find((answer) => answer !== 'unanswered' && !answer.ok);
    expect(refusal).toEqual({
      ok: false,
      error: { code: 'rate-limited', message: LOBBY_ERRORS.rateLimited },
    });
    expect(players[0]!.socket.connected).toBe(true);
  });

  it('refuses a blast of lobby intents the same way, nothing written beyond the limit', async () => {
    const { roomId, host } = await kit.lobby(1);
    const settings = (await host.stateWhere(() => true)).settings;
    const before = await versionOf(roomId);
    const updates = Array.from({ length: 100 }, (_, index) => ({
      roomId,
      settings: { ...settings, rounds: (index % 10) + 1 } satisfies LobbyView['settings'],
    }));
    const { answers, elapsedMs } = await blast(host.socket as never, 'lobby:update-settings', updates);

    const codes = codesOf(answers);
    const accepted = codes.filter((code) => code === 'ok').length;
    expect(accepted).toBeGreaterThan(INTENT_RATE.burst - 5);
    expect(accepted).toBeLessThanOrEqual(mostAdmittedIn(elapsedMs));
    expect(codes.filter((code) => code !== 'ok')).toEqual(Array(100 - accepted).fill('rate-limited'));
    expect((await versionOf(roomId)) - before).toBeLessThanOrEqual(accepted);
  });

  it('counts every event, unknown names included, against the same bucket', async () => {
    const { roomId, host } = await kit.lobby(1);
    const raw = host.socket as unknown as Socket;
    // Far more than the burst, sent faster than the bucket refills (one token per 50 ms).
    for (let index = 0; index < INTENT_RATE.burst + 20; index += 1) raw.emit('no-such:event', { index });
    expect(await host.send('lobby:join', { roomId })).toEqual({
      ok: false,
      error: { code: 'rate-limited', message: LOBBY_ERRORS.rateLimited },
    });
  });

  it('disconnects a socket that keeps on sending after being refused, and handles nothing after', async () => {
    const game = await startGameFor(server.url, { count: 2 });
    players = game.players;
    const { roomId } = game;
    await tickInto(server, clock, roomId, players, 'ANSWERING');
    const before = await versionOf(roomId);
    const socket = players[0]!.socket as unknown as Socket;
    const reason = new Promise((resolve) => socket.once('disconnect', resolve));

    const flood = INTENT_RATE.burst + INTENT_ABUSE.refusals + 100;
    const drafts = Array.from({ length: flood }, (_, index) => ({
      roomId,
      categoryId: 'name',
      text: `y${index}`,
    }));
    const { answers, elapsedMs } = await blast(socket, 'game:save-answer', drafts);

    expect(await reason).toBe('io server disconnect');
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === 'rate-limited')).toHaveLength(INTENT_ABUSE.refusals);
    expect(codes.filter((code) => code === 'unanswered').length).toBeGreaterThan(0);
    // Drafts admitted before the cut may still be in the room's queue: their acks go nowhere, but
    // they are written; nothing beyond the bucket is.
    await server.rooms.service.idle();
    expect((await versionOf(roomId)) - before).toBeLessThanOrEqual(mostAdmittedIn(elapsedMs));
    // The other player plays on.
    expect(players[1]!.socket.connected).toBe(true);
  });
});
