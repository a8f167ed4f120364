import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';
import { serverPerTest } from './testing/server-per-test.ts';

describeOnEachDatabase('answers of invisible characters over sockets', (startServer) => {
  const suite = serverPerTest(startServer);

  it('refuses the STOP of a player who saved only zero-width spaces, and nobody’s deadline moves', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, {
      form: { rounds: 1, roundTime: 30, endMode: 'Fastest Finger' },
    });
    const { roomId } = game;
    suite.players = game.players;
    const [host, attacker] = suite.players as [TestPlayer, TestPlayer, TestPlayer];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');

    // Sent as a script would, past the web form: a zero-width space in every category.
    for (const { id } of answering.round.categories) {
      const saved = await attacker.socket.emitWithAck('game:save-answer', {
        roomId,
        categoryId: id,
        text: '\u200B',
      });
      expect(saved).toMatchObject({ ok: true });
    }
    expect(await attacker.socket.emitWithAck('game:stop', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'not-all-filled' },
    });

    const joined = await host.game('game:join', { roomId });
    if (!joined.ok) throw new Error(`game:join was refused: ${joined.error.code}`);
    expect(joined.view.round.stop).toBeNull();
    expect(joined.view.round.deadline).toBe(answering.round.deadline);
    const attackerProgress = joined.view.round.progress.find((entry) => entry.uid === attacker.user.uid);
    expect(attackerProgress?.filled).toBe(0);
  });
});
