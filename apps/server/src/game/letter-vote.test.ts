import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { serverPerTest } from './testing/server-per-test.ts';
import { signInAsGuest } from '../testing/identity-client.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';

describeOnEachDatabase('letter by vote over sockets', (startServer) => {
  const suite = serverPerTest(startServer);

  it('closes when every player has vetoed, takes a letter nobody vetoed, and refuses other vetoes', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2, form: { rounds: 2, letterVote: true } });
    const { roomId } = game;
    suite.players = game.players;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    const vote = game.views[0]!.round.letterVote!;
    expect(vote.offered).toHaveLength(3);
    expect(game.views[0]!.round.letter).toBe('');
    const [first, second, third] = vote.offered as [string, string, string];

    // What no button sends: a letter that is not on offer, and a re-draw that the vote replaces.
    const notOffered = 'ABCDEFG'.split('').find((letter) => !vote.offered.includes(letter))!;
    expect(await ana.game('game:veto-letter', { roomId, letter: notOffered })).toMatchObject({
      ok: false,
      error: { code: 'unknown-letter' },
    });
    expect(await ana.game('game:redraw-letter', { roomId })).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    // Someone watching has no veto, whatever they send.
    const zoe = await connectPlayer(server.url, await signInAsGuest(server.url));
    suite.players.push(zoe);
    expect(acceptedView(await zoe.game('game:join', { roomId })).watching).toBe(true);
    expect(await zoe.game('game:veto-letter', { roomId, letter: first })).toMatchObject({
      ok: false,
      error: { code: 'not-a-player' },
    });

    const vetoed = acceptedView(await ana.game('game:veto-letter', { roomId, letter: first }));
    expect(vetoed.round.letterVote).toMatchObject({ yourVeto: first, vetoCounts: [1, 0, 0] });
    const closed = acceptedView(await ben.game('game:veto-letter', { roomId, letter: second }));
    expect(closed.round.letter).toBe(third);
    expect(closed.round.letterVote?.closesAt).toBeNull();
    await ana.viewWhere((view) => view.round.letter === third);
    expect(await ana.game('game:veto-letter', { roomId, letter: third })).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    expect(answering?.round.letter).toBe(third);
  });
});
