import type { PlayerView } from '@npat/engine';
import type { GameProgress, LobbyView } from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { accepted, acceptedView, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { everyoneJudged, tickInto } from './testing/game-steps.ts';
import { serverPerTest } from './testing/server-per-test.ts';

/** One message a socket received that shows the room: a broadcast, or an accepted intent's ack. */
interface VersionedMessage {
  readonly kind: 'lobby:state' | 'game:state' | 'game:progress' | 'ack';
  readonly version: unknown;
}

const BROADCASTS = new Set(['lobby:state', 'game:state', 'game:progress']);

/** Every message of the room the socket received so far, in order, as the packets on the wire held it. */
function versionedMessages(player: TestPlayer): VersionedMessage[] {
  return player.frames.flatMap((frame): VersionedMessage[] => {
    const packet = JSON.parse(frame) as { type: number; data?: unknown };
    const [first, second] = Array.isArray(packet.data) ? (packet.data as unknown[]) : [];
    // socket.io packet types: 2 is an event, 3 an acknowledgement.
    if (packet.type === 2 && typeof first === 'string' && BROADCASTS.has(first)) {
      const message = second as LobbyView | PlayerView | GameProgress;
      return [{ kind: first as VersionedMessage['kind'], version: message.version }];
    }
    if (packet.type === 3 && (first as { ok?: boolean } | undefined)?.ok === true) {
      const ack = first as { view?: { version: unknown }; version?: unknown };
      return [{ kind: 'ack', version: ack.view === undefined ? ack.version : ack.view.version }];
    }
    return [];
  });
}

const versionsOf = (messages: readonly VersionedMessage[], kind: VersionedMessage['kind']) =>
  messages.filter((message) => message.kind === kind).map((message) => message.version);

/** Whether every number is larger than the one before (or, with `orEqual`, not smaller). */
function increasing(values: readonly unknown[], orEqual = false): boolean {
  return values.every(
    (value, index) =>
      index === 0 ||
      (orEqual ? Number(value) >= Number(values[index - 1]) : Number(value) > Number(values[index - 1])),
  );
}

describeOnEachDatabase('the room’s version on every view and progress message', (startServer) => {
  const suite = serverPerTest(startServer);

  it('stamps every lobby view, game view, progress message and ack with the version committed', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3 });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben, cy] = game.players as [TestPlayer, TestPlayer, TestPlayer];
    const stored = async () => server.repositories.rooms.versionOf(roomId);
    const [answering] = await tickInto(server, clock, roomId, game.players, 'ANSWERING');
    const letter = answering?.round.letter ?? 'A';

    // A draft's ack names the version that holds it; the others hear of it as progress of that version.
    const draft = await ana.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}na` });
    accepted(draft);
    const draftVersion = await stored();
    expect(draft).toEqual({ ok: true, version: draftVersion });
    const seen = await ben.viewWhere((view) => view.round.progress.some((p) => p.filled === 1));
    expect(versionsOf(versionedMessages(ben), 'game:progress').at(-1)).toBe(draftVersion);
    // The progress is put into the view Ben holds; the view keeps its own version.
    expect(seen.version).toBeLessThan(Number(draftVersion));

    // An intent acknowledged with a view: the ack and every player's next message carry the new version.
    const done = acceptedView(await cy.game('game:done', { roomId }));
    expect(done.version).toBe(await stored());
    await tickInto(server, clock, roomId, game.players, 'REVIEWING');
    // The referee marks the revealed answers in one more commit (decision 067): the room settles there.
    const reviewing = await everyoneJudged(game.players);
    const reviewVersion = await stored();
    expect(reviewing.map((view) => view.version)).toEqual([reviewVersion, reviewVersion, reviewVersion]);
    // A join that changes nothing (the player is connected) is acknowledged with the stored version.
    expect(acceptedView(await ben.game('game:join', { roomId })).version).toBe(reviewVersion);

    for (const player of game.players) {
      const messages = versionedMessages(player);
      // Every message carries a version the room had: a positive whole number, never above the stored one.
      for (const { version } of messages) {
        expect(
          Number.isInteger(version) && Number(version) > 0 && Number(version) <= Number(reviewVersion),
        ).toBe(true);
      }
      // On one node a socket gets them in commit order: an ack and the broadcast of the same commit share
      // a version, and each kind of broadcast only ever moves forward.
      expect(
        increasing(
          messages.map((message) => message.version),
          true,
        ),
      ).toBe(true);
      for (const kind of ['lobby:state', 'game:state', 'game:progress'] as const)
        expect(increasing(versionsOf(messages, kind))).toBe(true);
      // The start is one commit: the last lobby view and the first game view are the same version.
      expect(versionsOf(messages, 'lobby:state').at(-1)).toBe(versionsOf(messages, 'game:state')[0]);
    }
  });
});
