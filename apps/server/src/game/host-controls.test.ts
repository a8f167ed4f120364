import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { acceptedView, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { answerRound, tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('the host’s controls in a running game', (startServer) => {
  const suite = serverPerTest(startServer);

  it('refuses the end of the game and a new host to anyone but the host, as a player would send them', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3, form: { rounds: 3 } });
    suite.players = game.players;
    const [host, ben, cy] = game.players as [TestPlayer, TestPlayer, TestPlayer];
    const { roomId } = game;
    await tickInto(server, clock, roomId, suite.players, 'ANSWERING');

    expect(await ben.game('game:end', { roomId })).toMatchObject({ ok: false, error: { code: 'not-host' } });
    expect(await ben.game('game:make-host', { roomId, uid: ben.user.uid })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    // Another room's id, or a uid that is not a player, changes nothing either.
    expect(await host.game('game:make-host', { roomId, uid: 'not-a-player' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-player' },
    });
    expect(await host.game('game:end', { roomId: 'someone-elses-room' })).toMatchObject({ ok: false });
    expect(cy.latestView()?.phase).toBe('ANSWERING');
    expect(cy.latestView()?.hostUid).toBe(host.user.uid);
  });

  it('hands the host role on, and the new host ends the game with the rounds played', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 3, form: { rounds: 3 } });
    suite.players = game.players;
    const [host, ben, cy] = game.players as [TestPlayer, TestPlayer, TestPlayer];
    const { roomId } = game;
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    await answerRound(ben, roomId, answering, (id) =>
      id === 'name' ? `${answering.round.letter}ben` : null,
    );
    await tickInto(server, clock, roomId, suite.players, 'REVIEWING');

    const handed = acceptedView(await host.game('game:make-host', { roomId, uid: ben.user.uid }));
    expect(handed.hostUid).toBe(ben.user.uid);
    await cy.viewWhere((view) => view.hostUid === ben.user.uid);
    expect(await host.game('game:end', { roomId })).toMatchObject({ ok: false, error: { code: 'not-host' } });

    const ended = acceptedView(await ben.game('game:end', { roomId }));
    expect(ended.phase).toBe('FINAL_RESULTS');
    expect(ended.results.map((table) => table.round)).toEqual([1]);
    const seen = await cy.viewWhere((view) => view.phase === 'FINAL_RESULTS');
    expect(seen.standings.find((standing) => standing.uid === ben.user.uid)?.total).toBe(10);
  });

  it('lets only the host change the next rounds’ time and end mode, between rounds, within the rules', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { rounds: 2 } });
    suite.players = game.players;
    const [host, ben] = game.players as [TestPlayer, TestPlayer];
    const { roomId } = game;
    const change = { roomId, roundTime: 120, endMode: 'Fastest Finger' };
    expect(await host.game('game:round-settings', change)).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    for (const phase of ['ANSWERING', 'REVIEWING', 'ROUND_RESULTS'] as const)
      await tickInto(server, clock, roomId, suite.players, phase);

    expect(await ben.game('game:round-settings', change)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(await host.game('game:round-settings', { ...change, roundTime: 7 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-settings' },
    });
    const changed = acceptedView(await host.game('game:round-settings', change));
    expect(changed.settings).toMatchObject({ roundTime: 120, endMode: 'Fastest Finger' });
    await ben.viewWhere((view) => view.settings.endMode === 'Fastest Finger');
  });

  it('lets only the host draw a round’s letter again, once, at its intro', async () => {
    const { server } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { rounds: 2 } });
    suite.players = game.players;
    const [host, ben] = game.players as [TestPlayer, TestPlayer];
    const { roomId } = game;
    const before = game.views[0]!.round.letter;
    expect(await ben.game('game:redraw-letter', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    const redrawn = acceptedView(await host.game('game:redraw-letter', { roomId }));
    expect(redrawn.round).toMatchObject({ redrawn: true });
    expect(redrawn.round.letter).not.toBe(before);
    await ben.viewWhere((view) => view.round.letter === redrawn.round.letter);
    expect(await host.game('game:redraw-letter', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'already-redrawn' },
    });
  });
});
