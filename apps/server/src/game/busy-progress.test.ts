import type { GameProgress } from '@npat/protocol';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { BUSY_WINDOW_READS } from '../overload/load-gauge.ts';
import { manualLoad, type ManualLoad } from '../overload/testing/manual-load.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { PROGRESS_EVERY_MS } from './game-channel.ts';
import { accepted, type TestPlayer } from './testing/game-client.ts';
import { startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';
import { serverPerTest } from './testing/server-per-test.ts';

/** Ana's filled count in every progress message the socket received so far, in order. */
function filledCountsOf(player: TestPlayer, uid: string): number[] {
  return player.frames.flatMap((frame) => {
    const packet = JSON.parse(frame) as { data?: unknown[] };
    if (packet.data?.[0] !== 'game:progress') return [];
    const entry = (packet.data[1] as GameProgress).progress.find((p) => p.uid === uid);
    return entry === undefined ? [] : [entry.filled];
  });
}

describeOnEachDatabase('a busy node’s progress messages', (startServer) => {
  // Each test's server reads its own hand-set signal, so nothing but the test makes it busy.
  let load: ManualLoad;
  const suite = serverPerTest((options) => {
    load = manualLoad();
    return startServer({ ...options, loadSignal: load });
  });

  it('waits longer than a calm node’s pause before the next one, and loses none of what moved', async () => {
    const { server, clock } = suite;
    const game = await startGameFor(server.url, { count: 2 });
    const { roomId } = game;
    const [ana, ben] = game.players as [TestPlayer, TestPlayer];
    suite.players = [ana, ben];
    const [answering] = await tickInto(server, clock, roomId, suite.players, 'ANSWERING');
    const letter = answering?.round.letter ?? 'A';

    // The loop busy most of the last seconds: the gauge reads it as the server's own timer does.
    load.setBusy(0.7);
    for (let read = 0; read < BUSY_WINDOW_READS; read += 1) server.overload.gauge.read();
    expect(server.overload.gauge.busy).toBe(true);
    expect(server.overload.gauge.state).toBe('accepting');

    // The first category Ana fills reaches Ben at once; the second moves during the room's pause.
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'name', text: `${letter}na` }));
    await ben.viewWhere((view) => view.round.progress.some((p) => p.uid === ana.user.uid && p.filled === 1));
    accepted(await ana.game('game:save-answer', { roomId, categoryId: 'place', text: `${letter}rles` }));

    // A calm node would have sent the second by now; a busy one still pauses (timers never fire early).
    await sleep(PROGRESS_EVERY_MS * 1.5);
    expect(filledCountsOf(ben, ana.user.uid)).toEqual([1]);
    // It comes at the end of the longer pause, built from the latest state.
    await ben.viewWhere((view) => view.round.progress.some((p) => p.uid === ana.user.uid && p.filled === 2));
    expect(filledCountsOf(ben, ana.user.uid)).toEqual([1, 2]);
  });
});
