import type { PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { accepted, acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { everyoneJudged, tickInto } from './testing/game-steps.ts';

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

  /** Ana and Ben answering round 1, Ana also in a second tab (the same user on another socket). */
  async function answeringWithTwoTabs() {
    const { server, clock } = suite;
    const users = [await signInAsGuest(server.url), await signInAsGuest(server.url)];
    const game = await startGameFor(server.url, { users });
    const { roomId } = game;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    const anaTab = await connectPlayer(server.url, users[0] as (typeof users)[0]);
    suite.players = [ana, ben, anaTab];
    acceptedView(await anaTab.game('game:join', { roomId }));
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    return { roomId, ana, ben, anaTab, letter: answering?.round.letter ?? 'A' };
  }

  it("sends a draft's view to the author's other tabs only, and the room its progress only when it moved", async () => {
    const { roomId, ana, ben, anaTab, letter } = await answeringWithTwoTabs();
    const before = suite.players.map((player) => broadcasts(player).length);
    const progressBefore = suite.players.map((player) => progressMessages(player).length);
    const anaUid = ana.user.uid;

    // The first draft fills a category (Ben sees the count go up), the second only changes its text.
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'name', text: letter }));
    const first = ana.latestView();
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}na` }));
    const second = ana.latestView();
    // Done moves only the progress too: the others hear of it in a small message; the sender's ack
    // carries its whole view.
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
    // The sending socket is left out of the messages of its own changes. It may still hear of Done in
    // the message that ends the room's pause (to everyone, built from the latest state), and never of
    // its draft alone.
    expect(progressToAna?.length).toBeLessThanOrEqual(1);
    for (const update of progressToAna ?? []) expect(update).toEqual({ uid: anaUid, filled: 1, done: true });
    // And what every socket holds in the end is exactly the current view (but for the version it was
    // last sent as a whole: progress and own drafts are put into it without one).
    for (const player of [ana, ben, anaTab]) {
      const { serverNow: _, version: heldVersion, ...held } = player.latestView() as PlayerView;
      const { serverNow: __, version, ...current } = acceptedView(await player.game('game:join', { roomId }));
      expect(held).toEqual(current);
      expect(heldVersion).toBeLessThanOrEqual(version);
    }
  });

  it("sends a whole change's views to everyone but the socket whose ack carried that view", async () => {
    const { server, clock } = suite;
    const { roomId, ana, ben, anaTab, letter } = await answeringWithTwoTabs();
    accepted(await ben.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}enno` }));
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');
    // The referee's marks come in a commit of their own: count from after it.
    await everyoneJudged(suite.players);
    const before = suite.players.map((player) => broadcasts(player).length);

    const challenge = { roomId, authorUid: ben.user.uid, categoryId: 'name' };
    const acked = acceptedView(await ana.game('game:challenge', challenge));
    const challengers = (view: PlayerView) =>
      view.round.review?.categories
        .find((category) => category.categoryId === 'name')
        ?.answers.find((answer) => answer.uid === ben.user.uid)?.challengers;
    expect(challengers(acked)).toEqual([ana.user.uid]);
    await Promise.all(
      [ben, anaTab].map((player) => player.viewWhere((view) => challengers(view)?.length === 1)),
    );

    const [toAna, toBen, toAnaTab] = suite.players.map((player, index) =>
      broadcasts(player).slice(before[index]),
    );
    // The challenger's socket got the committed view once, in its ack; her other tab and Ben as a broadcast.
    expect(toAna).toEqual([]);
    expect(toAnaTab?.map((view) => [view.version, challengers(view)])).toEqual([
      [acked.version, [ana.user.uid]],
    ]);
    expect(toBen?.map((view) => [view.version, challengers(view)])).toEqual([
      [acked.version, [ana.user.uid]],
    ]);
    expect(toAnaTab?.[0]?.round.review?.categories).toEqual(acked.round.review?.categories);

    // A socket that asks for no ack (as any client may) is told of its change like everyone else.
    const unacked = broadcasts(ana).length;
    const emitWithoutAck = ana.socket.emit.bind(ana.socket) as (event: string, body: unknown) => void;
    emitWithoutAck('game:withdraw-challenge', challenge);
    const withdrawn = await ana.viewWhere((view) => challengers(view)?.length === 0);
    expect(
      broadcasts(ana)
        .slice(unacked)
        .map((view) => view.version),
    ).toEqual([withdrawn.version]);
  });
});
