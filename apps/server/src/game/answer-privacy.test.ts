import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase("a player's view while answering", (startServer) => {
  const suite = serverPerTest(startServer);

  it("never carries another player's answer text before the review, in any frame", async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3 });
    const { roomId } = game;
    suite.players = game.players;
    const [watcher, ben, cy] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    const { letter } = answering.round;
    // Distinctive, so a hit can only be a leak; drafts are typed in steps, as the debounce sends them.
    const secretOf = (who: string, categoryId: string) => `${letter}zq${who}${keyOf(categoryId)}xv`;
    const secrets: string[] = [];

    // A second tab of the watcher joins mid-round: its first frame is a full view.
    const secondTab = await connectPlayer(server.url, { user: watcher.user, cookie: watcher.cookie });
    suite.players.push(secondTab);
    acceptedView(await secondTab.game('game:join', { roomId }));
    const framesBefore = { watcher: watcher.frames.length, secondTab: secondTab.frames.length };

    for (const [who, player] of [
      ['ben', ben],
      ['cy', cy],
    ] as const) {
      await answerRound(player, roomId, answering, (id) => secretOf(who, id).slice(0, 4));
      await answerRound(player, roomId, answering, (id) => {
        secrets.push(secretOf(who, id));
        return secretOf(who, id);
      });
    }
    acceptedView(await cy.game('game:done', { roomId }));
    await answerRound(watcher, roomId, answering, (id) => `${letter}mine${keyOf(id)}`);
    acceptedView(await watcher.game('game:done', { roomId }));
    const progress = await watcher.viewWhere((view) =>
      view.round.progress.every((entry) => entry.uid === ben.user.uid || entry.done),
    );
    expect(progress.round.progress.find((entry) => entry.uid === cy.user.uid)?.filled).toBe(5);

    const leaked = (frames: string[]) =>
      secrets.filter((secret) => frames.some((frame) => frame.includes(secret)));
    // The others' typing reached the watcher (as progress, paced), so the search had frames to look in.
    const progressFrames = watcher.frames
      .slice(framesBefore.watcher)
      .filter((f) => f.includes('"game:progress"'));
    expect(progressFrames.length).toBeGreaterThan(0);
    expect(leaked(watcher.frames)).toEqual([]);
    expect(leaked(secondTab.frames)).toEqual([]);

    // The search can fail: once the review begins, the very same texts arrive.
    acceptedView(await ben.game('game:done', { roomId }));
    await everyoneIn(suite.players, 'REVIEWING');
    expect(leaked(watcher.frames)).toEqual(secrets);
    expect(secondTab.frames.length).toBeGreaterThan(framesBefore.secondTab);
  });
});
