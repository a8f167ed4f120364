import type { GameProgress } from '@npat/protocol';
import { expect, it } from 'vitest';
import { BUSY_WINDOW_READS } from '../overload/load-gauge.ts';
import { manualLoad, type ManualLoad } from '../overload/testing/manual-load.ts';
import { captureLog, type CapturedLog } from '../testing/capture-log.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { PROGRESS_EVERY_MS } from './game-channel.ts';
import { accepted, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';
import { serverPerTest } from './testing/server-per-test.ts';

describeOnEachDatabase('a busy node’s progress messages', (startServer) => {
  // Each test's server reads its own hand-set signal, so nothing but the test makes it busy.
  let load: ManualLoad;
  let log: CapturedLog;
  const suite = serverPerTest((options) => {
    load = manualLoad();
    log = captureLog();
    return startServer({ ...options, loadSignal: load, logger: log.logger });
  });
  /** The loop busy `share` of the time for the gauge's whole window, read as the server's timer does. */
  const holdBusy = (share: number) => {
    load.setBusy(share);
    for (let read = 0; read < BUSY_WINDOW_READS; read += 1) suite.server.overload.gauge.read();
  };

  it('waits longer than a calm node’s pause before the next one, and loses none of what moved', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    suite.players = [ana, ben];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    const letter = answering?.round.letter ?? 'A';

    holdBusy(0.7);
    expect(server.overload.gauge.busy).toBe(true);
    expect(server.overload.gauge.state).toBe('accepting');

    // When each of Ana's counts reached Ben, by his own clock.
    const arrivals: { filled: number | undefined; at: number }[] = [];
    ben.socket.on('game:progress', (update: GameProgress) => {
      const filled = update.progress.find((p) => p.uid === ana.user.uid)?.filled;
      arrivals.push({ filled, at: Date.now() });
    });

    // The first category Ana fills reaches Ben at once; the second moves during the room's pause.
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}na` }));
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'place', text: `${letter}rles` }));
    await ben.viewWhere((view) => view.round.progress.some((p) => p.uid === ana.user.uid && p.filled === 2));

    // The second came at the end of the pause (which no timer ends early), built from the latest state:
    // nothing was lost. A calm node's pause would have sent it about a second after the first.
    expect(arrivals.map(({ filled }) => filled)).toEqual([1, 2]);
    const [first, second] = arrivals.map(({ at }) => at) as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(2 * PROGRESS_EVERY_MS);
  });

  it('tells the operator when the node turns busy and when it is calm again', async () => {
    holdBusy(0.7);
    // The server's own reading, every half second, notices and says so once.
    await log.waitFor((message) => message.startsWith('Busy:'));
    holdBusy(0);
    await log.waitFor((message) => message.startsWith('Calm again:'));
    expect(log.messages().filter((message) => /^(Busy|Calm again):/.test(message))).toHaveLength(2);
  });
});
