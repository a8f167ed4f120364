import type { PlayerView } from '@npat/engine';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, pointsOf, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('reviewing together over sockets', (startServer) => {
  const suite = serverPerTest(startServer);

  const nameOf = (view: PlayerView) =>
    view.round.review?.categories.find((category) => category.categoryId === 'name');

  it('joins and splits a maybe-the-same pair, withdraws a challenge, follows the host, and ends when everyone is done', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3 });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben, cy] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    const { letter } = answering.round;
    // One letter apart, both long enough: offered as 'maybe the same'.
    const names = { [ana.user.uid]: `${letter}arrowmint`, [ben.user.uid]: `${letter}arrowmind` };
    for (const player of [ana, ben]) {
      await answerRound(player, roomId, answering, (id) =>
        id === 'name' ? (names[player.user.uid] ?? '') : null,
      );
    }
    await answerRound(cy, roomId, answering, (id) => (id === 'name' ? `${letter}quite different` : null));
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');

    const pair = [ana.user.uid, ben.user.uid] as [string, string];
    expect(nameOf(cy.latestView()!)?.suggestions).toEqual([pair]);
    acceptedView(await cy.game('game:join-answers', { roomId, categoryId: 'name', uids: pair }));
    expect(nameOf(await ana.viewWhere((view) => nameOf(view)?.groups.length === 1))!.groups).toEqual([pair]);
    acceptedView(await ana.game('game:split-answer', { roomId, categoryId: 'name', uid: ben.user.uid }));
    await ben.viewWhere((view) => nameOf(view)?.groups.length === 0);
    acceptedView(await ben.game('game:join-answers', { roomId, categoryId: 'name', uids: pair }));

    const challenge = { roomId, authorUid: cy.user.uid, categoryId: 'name' };
    acceptedView(await ana.game('game:challenge', challenge));
    const withdrawn = acceptedView(await ana.game('game:withdraw-challenge', challenge));
    expect(nameOf(withdrawn)?.answers.find((answer) => answer.uid === cy.user.uid)?.challengers).toEqual([]);

    // The host's card is everyone's to follow; another player's focus, sent as an attacker would, is refused.
    acceptedView(await ana.game('game:review-focus', { roomId, categoryId: 'place' }));
    expect((await cy.viewWhere((view) => view.round.review?.focus === 'place')).round.review?.focus).toBe(
      'place',
    );
    expect(await ben.game('game:review-focus', { roomId, categoryId: 'name' })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(await ana.game('game:review-focus', { roomId, categoryId: 'nowhere' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-category' },
    });
    expect(acceptedView(await ben.game('game:join', { roomId })).round.review?.focus).toBe('place');

    for (const player of suite.players) acceptedView(await player.game('game:review-done', { roomId }));
    const [results] = await everyoneIn(suite.players, 'ROUND_RESULTS');
    // Joined: they share the points of one answer; Cy's stands alone.
    expect(results && pointsOf(results, 1, ana.user.uid).name).toBe(5);
    expect(results && pointsOf(results, 1, ben.user.uid).name).toBe(5);
    expect(results && pointsOf(results, 1, cy.user.uid).name).toBe(10);
  });

  it('grants the creative bonus by a majority of votes, refusing a vote on one’s own answer or without the rule', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3, form: { creativeBonus: true } });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben, cy] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    const { letter } = answering.round;
    for (const player of suite.players)
      await answerRound(player, roomId, answering, (id) =>
        id === 'name' ? `${letter}${player.user.uid}` : null,
      );
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');

    const vote = { roomId, authorUid: ana.user.uid, categoryId: 'name', creative: true };
    // The author's own vote, sent as an attacker would: refused, nothing changes.
    expect(await ana.game('game:vote-creative', vote)).toMatchObject({
      ok: false,
      error: { code: 'own-answer' },
    });
    acceptedView(await ben.game('game:vote-creative', vote));
    const seen = await cy.viewWhere(
      (view) => nameOf(view)?.answers.some((a) => a.creativeVoters.length > 0) ?? false,
    );
    expect(nameOf(seen)?.answers.find((a) => a.uid === ana.user.uid)?.creativeVoters).toEqual([ben.user.uid]);
    acceptedView(await cy.game('game:vote-creative', vote));
    for (const player of suite.players) acceptedView(await player.game('game:review-done', { roomId }));
    const [results] = await everyoneIn(suite.players, 'ROUND_RESULTS');
    expect(results && pointsOf(results, 1, ana.user.uid).name).toBe(15);
    expect(results && pointsOf(results, 1, ben.user.uid).name).toBe(10);

    const classic = await startGameFor(server.url, { count: 2 });
    suite.players.push(...classic.players);
    const [host, guest] = classic.players as [TestPlayer, TestPlayer];
    const [opened] = await tickInto(server, clock, classic.roomId, classic.players, 'ANSWERING');
    await answerRound(host, classic.roomId, opened!, (id) =>
      id === 'name' ? `${opened!.round.letter}host` : null,
    );
    await tickInto(server, clock, classic.roomId, classic.players, 'REVIEWING');
    const classicVote = { ...vote, roomId: classic.roomId, authorUid: host.user.uid };
    expect(await guest.game('game:vote-creative', classicVote)).toMatchObject({
      ok: false,
      error: { code: 'creative-bonus-off' },
    });
  });
});
