import type { PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { accepted, acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';

/** Every broadcast of `event` the socket received so far, in order (acks left out). */
function received<T>(player: TestPlayer, event: 'game:state' | 'game:progress'): T[] {
  return player.frames.flatMap((frame) => {
    const packet = JSON.parse(frame) as { data?: unknown[] };
    return packet.data?.[0] === event ? [packet.data[1] as T] : [];
  });
}
const broadcasts = (player: TestPlayer) => received<PlayerView>(player, 'game:state');
const progressMessages = (player: TestPlayer) => received<GameProgress>(player, 'game:progress');

/** What another player sees of `uid` while answering: how many filled, whether done. */
const progressOf = (view: PlayerView, uid: string) => view.round.progress.find((p) => p.uid === uid);

describeOnEachDatabase('who is sent a game view after a change', (startServer) => {
  const suite = serverPerTest(startServer);

  it("sends a draft's view to the author's other tabs only, and the room its progress only when it moved", async () => {
    const { server, clock } = suite;
    const users = [await signInAsGuest(server.url), await signInAsGuest(server.url)];
    const game = await startGameFor(server.url, { users });
    const { roomId } = game;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    // Ana's second tab: the same user on another socket, in the game as well.
    const anaTab = await connectPlayer(server.url, users[0] as (typeof users)[0]);
    suite.players = [...game.players, anaTab];
    acceptedView(await anaTab.game('game:join', { roomId }));
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    const letter = answering?.round.letter ?? 'A';
    const before = suite.players.map((player) => broadcasts(player).length);
    const progressBefore = suite.players.map((player) => progressMessages(player).length);
    const anaUid = ana.user.uid;

    // The first draft fills a category (Ben sees the count go up), the second only changes its text.
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'name', text: letter }));
    const first = ana.latestView();
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}na` }));
    const second = ana.latestView();
    // Done moves only the progress too: every socket hears of it, the sender included, in the same way.
    acceptedView(await ana.game('game:done', { roomId }));
    await Promise.all(
      suite.players.map((player) => player.viewWhere((view) => progressOf(view, anaUid)?.done === true)),
    );

    const [toAna, toBen, toAnaTab] = suite.players.map((player, index) =>
      broadcasts(player).slice(before[index]),
    );
    const [progressToAna, progressToBen, progressToAnaTab] = suite.players.map((player, index) =>
      progressMessages(player)
        .slice(progressBefore[index])
        .map((update) => update.progress.find((p) => p.uid === anaUid)),
    );
    // Ana's own socket was told only that each draft was saved (it holds what it typed, and counts its
    // filled categories as the server does).
    expect(first?.round.yourAnswers.find((a) => a.categoryId === 'name')?.text).toBe(letter);
    expect(second?.round.yourAnswers.find((a) => a.categoryId === 'name')?.text).toBe(`${letter}na`);
    expect(first && progressOf(first, anaUid)).toEqual({ uid: anaUid, filled: 1, done: false });
    // Her other tab follows every change of her own texts in whole views.
    expect(
      toAnaTab?.map((view) => view.round.yourAnswers.find((a) => a.categoryId === 'name')?.text),
    ).toEqual([letter, `${letter}na`]);
    // Nobody else got a whole view: the first draft filled a category and Done moved the progress, so
    // the room heard of each in one small message; the second draft moved nothing, so nobody heard of it.
    expect(toAna).toEqual([]);
    expect(toBen).toEqual([]);
    const filledThenDone = [
      { uid: anaUid, filled: 1, done: false },
      { uid: anaUid, filled: 1, done: true },
    ];
    expect(progressToBen).toEqual(filledThenDone);
    expect(progressToAnaTab).toEqual(filledThenDone);
    // The sending socket is left out of its own draft's message, not out of Done's.
    expect(progressToAna).toEqual([{ uid: anaUid, filled: 1, done: true }]);
    // And what every socket holds in the end is exactly the current view (but for the version it was
    // last sent as a whole: progress and own drafts are put into it without one).
    for (const player of [ana, ben, anaTab]) {
      const { serverNow: _, version: heldVersion, ...held } = player.latestView() as PlayerView;
      const { serverNow: __, version, ...current } = acceptedView(await player.game('game:join', { roomId }));
      expect(held).toEqual(current);
      expect(heldVersion).toBeLessThanOrEqual(version);
    }
  });
});
