import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { writeWebDistFixture } from '../testing/web-dist-fixture.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './testing/game-client.ts';
import { closePlayers, startGameFor } from './testing/game-setup.ts';
import { answerRound, everyoneIn, keyOf } from './testing/game-steps.ts';

describe('the server process killed in the middle of a round', () => {
  let root: string;
  let env: Record<string, string>;
  const spawned: ServerProcess[] = [];
  let players: TestPlayer[] = [];
  const spawn = () => {
    const server = spawnServerProcess(env);
    spawned.push(server);
    return server;
  };
  /** A server process whose game of `count` players is answering its first round. */
  const answeringGame = async (count: number) => {
    const first = spawn();
    const game = await startGameFor(await first.ready, { count, form: { roundTime: 60 } });
    players = game.players;
    // The real clock runs here: the server's own timer opens answering after the 3 s countdown.
    const [answering] = await everyoneIn(players, 'ANSWERING');
    if (answering === undefined) throw new Error('no view');
    return { first, game, roomId: game.roomId, answering };
  };
  /** Starts the server again and connects the same users to it as the players. */
  const restartFor = async (users: readonly TestPlayer[]) => {
    const url = await spawn().ready;
    players = await Promise.all(
      users.map((player) => connectPlayer(url, { user: player.user, cookie: player.cookie })),
    );
  };
  beforeEach(() => {
    root = makeTempDir('crash');
    writeWebDistFixture(join(root, 'web'));
    env = { DATA_DIR: join(root, 'data'), WEB_DIST: join(root, 'web'), PORT: '0' };
  });
  afterEach(async () => {
    closePlayers(players);
    for (const { child, exited } of spawned.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    removeTempDir(root);
  });

  it('keeps every acknowledged draft and the round deadline after SIGKILL and a restart', async () => {
    const { first, game, roomId, answering } = await answeringGame(2);
    const textOf = (seat: number, id: string) => `${answering.round.letter}draft${seat}${keyOf(id)}`;
    for (const [seat, player] of players.entries()) {
      // Every draft is acked before the next one goes, so every one of them was committed.
      await answerRound(player, roomId, answering, (id) => textOf(seat, id));
    }

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    closePlayers(players);

    await restartFor(game.players);
    for (const [seat, player] of players.entries()) {
      const view = acceptedView(await player.game('game:join', { roomId }));
      expect(view.phase).toBe('ANSWERING');
      // The round still ends when it would have without the crash.
      expect(view.phaseEndsAt).toBe(answering.phaseEndsAt);
      expect(view.round.deadline).toBe(answering.round.deadline);
      expect(view.round.yourAnswers).toEqual(
        answering.round.categories.map(({ id }) => ({ categoryId: id, text: textOf(seat, id) })),
      );
    }
  }, 45_000);

  it('keeps every draft acknowledged before a SIGKILL that lands while others are in flight together', async () => {
    const { first, game, roomId, answering } = await answeringGame(3);
    const categoryIds = answering.round.categories.map(({ id }) => id);
    const textOf = (seat: number, id: string, pass: number) =>
      `${answering.round.letter}x${seat}${keyOf(id)}${pass}`;

    // Every player sends every category at once, pass after pass, without waiting for acks: drafts of
    // the same moment share a transaction (group commit). The kill comes right after some acks.
    const acked = new Map<string, string>();
    const sent: Promise<void>[] = [];
    let acks = 0;
    const killed = new Promise<void>((resolve) => {
      for (let pass = 0; pass < 4; pass += 1) {
        for (const [seat, player] of players.entries()) {
          for (const id of categoryIds) {
            const text = textOf(seat, id, pass);
            const draft = player.game('game:save-answer', { roomId, categoryId: id, text }).then(
              (ack) => {
                if (!ack.ok) return;
                acked.set(`${seat}/${id}`, text);
                acks += 1;
                if (acks === players.length * categoryIds.length) {
                  first.child.kill('SIGKILL');
                  resolve();
                }
              },
              () => {},
            );
            sent.push(draft);
          }
        }
      }
    });
    await killed;
    // Whatever was not acknowledged before the kill never will be: the connections die with it.
    const acknowledged = new Map(acked);
    expect(acknowledged.size).toBeGreaterThan(0);
    await first.exited;
    closePlayers(players);
    await Promise.all(sent);

    await restartFor(game.players);
    for (const [seat, player] of players.entries()) {
      const view = acceptedView(await player.game('game:join', { roomId }));
      for (const { categoryId, text } of view.round.yourAnswers) {
        const last = acknowledged.get(`${seat}/${categoryId}`);
        if (last === undefined) continue;
        // The acknowledged text, or a later one of the same field that landed without its ack.
        const passOf = (answer: string) => Number(answer.slice(-1));
        expect(text.slice(0, -1)).toBe(last.slice(0, -1));
        expect(passOf(text)).toBeGreaterThanOrEqual(passOf(last));
      }
    }
  }, 60_000);
});
