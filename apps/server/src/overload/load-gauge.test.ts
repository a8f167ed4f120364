import { describe, expect, it } from 'vitest';
import {
  ACCEPT_AFTER_READS,
  BUSY_ABOVE_SHARE,
  BUSY_WINDOW_READS,
  CALM_BELOW_SHARE,
  createLoadGauge,
  FULL_ABOVE_PLAYERS,
  FULL_AFTER_READS,
} from './load-gauge.ts';
import { manualLoad } from './testing/manual-load.ts';

const THRESHOLD_MS = 150;
/** Players enough that the gauge weighs the loop at all. */
const MANY_PLAYERS = 600;
/** A loop at work on the node's own: past the busy line, under the share that is full on its own. */
const WORKING_SHARE = 0.6;

/** A node at work on its own (its players past the floor, its own share WORKING_SHARE), read delay by delay. */
function gaugeReading(delays: readonly number[]) {
  const signal = manualLoad();
  signal.setPlayers(MANY_PLAYERS);
  signal.setBusy(WORKING_SHARE);
  const gauge = createLoadGauge(signal, { thresholdMs: THRESHOLD_MS });
  const states = delays.map((delay) => {
    signal.set(delay);
    return gauge.read();
  });
  return { gauge, states, signal };
}

const repeat = (delay: number, times: number) => Array.from({ length: times }, () => delay);

/** A gauge whose signal a test sets, then reads `times` times, as the server's timer would. */
function readingGauge(players = MANY_PLAYERS) {
  const signal = manualLoad();
  signal.setPlayers(players);
  const gauge = createLoadGauge(signal, { thresholdMs: THRESHOLD_MS });
  const readTimes = (times: number) => {
    for (let read = 0; read < times; read += 1) gauge.read();
    return { busy: gauge.busy, state: gauge.state };
  };
  /** The loop busy `share` of the time with its own work (its CPU as much). */
  const readBusy = (share: number, times: number) => {
    signal.setBusy(share);
    return readTimes(times);
  };
  return { gauge, signal, readTimes, readBusy };
}

describe('the load gauge', () => {
  it('accepts while the event loop keeps up', () => {
    expect(gaugeReading(repeat(40, 30)).states.every((state) => state === 'accepting')).toBe(true);
  });

  it('shrugs off one slow moment', () => {
    const { states } = gaugeReading([10, 900, 10, 900, 10, 149, 150]);
    expect(states.every((state) => state === 'accepting')).toBe(true);
  });

  it('turns full once the delay stays past the threshold for a moment', () => {
    const { states } = gaugeReading(repeat(200, FULL_AFTER_READS));
    expect(states.slice(0, -1).every((state) => state === 'accepting')).toBe(true);
    expect(states.at(-1)).toBe('full');
  });

  it('stays full while the delay is only a little under the threshold', () => {
    const { states } = gaugeReading([...repeat(200, FULL_AFTER_READS), ...repeat(100, 40)]);
    expect(states.slice(FULL_AFTER_READS - 1).every((state) => state === 'full')).toBe(true);
  });

  it('accepts again only after the delay stayed well under it for several reads in a row', () => {
    const calm = repeat(20, ACCEPT_AFTER_READS);
    const { gauge, signal } = gaugeReading([
      ...repeat(200, FULL_AFTER_READS),
      ...calm.slice(1),
      // One slow read among the calm ones starts the count again.
      120,
      ...calm.slice(1),
    ]);
    expect(gauge.state).toBe('full');
    signal.set(20);
    expect(gauge.read()).toBe('accepting');
  });

  it('can turn full again after it recovered', () => {
    const { states } = gaugeReading([
      ...repeat(200, FULL_AFTER_READS),
      ...repeat(0, ACCEPT_AFTER_READS),
      ...repeat(200, FULL_AFTER_READS),
    ]);
    expect(states.at(FULL_AFTER_READS + ACCEPT_AFTER_READS - 1)).toBe('accepting');
    expect(states.at(-1)).toBe('full');
  });

  it('keeps accepting when the loop runs late but the process itself computes little, however late', () => {
    // Other programs hold the cores: the loop waits, so it looks busy, but its own CPU is low.
    const { signal, readTimes } = readingGauge();
    signal.set(10 ** 6);
    signal.setBusy(0.95);
    signal.setCpu(0.05);
    expect(readTimes(3 * BUSY_WINDOW_READS)).toEqual({ busy: false, state: 'accepting' });
  });

  it('turns full when the loop runs late while the process’s own CPU is high', () => {
    const { signal, readTimes } = readingGauge();
    signal.set(200);
    signal.setBusy(0.8);
    signal.setCpu(0.7);
    expect(readTimes(FULL_AFTER_READS - 1).state).toBe('accepting');
    expect(readTimes(1)).toEqual({ busy: true, state: 'full' });
  });

  it('accepts again once the process’s own work dropped away, though the loop still runs late', () => {
    const { signal, readTimes } = readingGauge();
    signal.set(10 ** 4);
    signal.setBusy(0.8);
    expect(readTimes(FULL_AFTER_READS).state).toBe('full');
    // The games wind down as a neighbour takes the cores: the own share's average falls slowly, then
    // the calm reads must follow one another as after any overload.
    signal.setBusy(0.95);
    signal.setCpu(0.05);
    expect(readTimes(ACCEPT_AFTER_READS).state).toBe('full');
    expect(readTimes(BUSY_WINDOW_READS).state).toBe('accepting');
  });

  it('never turns full with a handful of players in its games, whatever its loop and CPU read', () => {
    const { signal, readTimes } = readingGauge(FULL_ABOVE_PLAYERS);
    signal.set(10 ** 6);
    signal.setBusy(1);
    // Refused floods and a start's own work seat nobody: busy, and still taking newcomers.
    expect(readTimes(3 * BUSY_WINDOW_READS)).toEqual({ busy: true, state: 'accepting' });
    signal.setPlayers(FULL_ABOVE_PLAYERS + 1);
    expect(readTimes(FULL_AFTER_READS).state).toBe('full');
  });

  it('accepts again once its games ended, after as many calm reads as ever', () => {
    const { signal, readTimes } = readingGauge();
    signal.set(10 ** 4);
    signal.setBusy(1);
    expect(readTimes(FULL_AFTER_READS).state).toBe('full');
    signal.setPlayers(0);
    expect(readTimes(ACCEPT_AFTER_READS - 1).state).toBe('full');
    expect(readTimes(1).state).toBe('accepting');
  });

  it('turns full when the loop is busy with its own work most of the time, before its delay grows, and not for a busy moment', () => {
    const { readBusy } = readingGauge();
    expect(readBusy(0.5, BUSY_WINDOW_READS).state).toBe('accepting');
    // Two very busy seconds among calm ones keep the five-second average under the limit.
    expect(readBusy(1, 3).state).toBe('accepting');
    expect(readBusy(0.95, BUSY_WINDOW_READS).state).toBe('full');
    // Still busy, though under the limit: not yet calm enough to take new rooms.
    expect(readBusy(0.8, BUSY_WINDOW_READS + ACCEPT_AFTER_READS).state).toBe('full');
    expect(readBusy(0.3, BUSY_WINDOW_READS + ACCEPT_AFTER_READS).state).toBe('accepting');
  });

  it('is neither busy nor full when the loop is busy most of the time waiting for a core', () => {
    const { signal, readBusy } = readingGauge();
    signal.setCpu(0.1);
    expect(readBusy(0.95, 3 * BUSY_WINDOW_READS)).toEqual({ busy: false, state: 'accepting' });
  });

  it('is busy while the loop is busy with its own work most of the time on average, and calm again only well under that', () => {
    const { gauge, readBusy } = readingGauge();
    expect(gauge.busy).toBe(false);
    expect(readBusy(BUSY_ABOVE_SHARE - 0.1, BUSY_WINDOW_READS)).toEqual({ busy: false, state: 'accepting' });
    // One busy moment among calm ones keeps the average under the line.
    expect(readBusy(1, 1).busy).toBe(false);
    expect(readBusy(BUSY_ABOVE_SHARE + 0.1, BUSY_WINDOW_READS)).toEqual({ busy: true, state: 'accepting' });
    // Between the two lines it stays as it was.
    expect(readBusy((BUSY_ABOVE_SHARE + CALM_BELOW_SHARE) / 2, BUSY_WINDOW_READS).busy).toBe(true);
    expect(readBusy(CALM_BELOW_SHARE - 0.05, BUSY_WINDOW_READS).busy).toBe(false);
    expect(readBusy((BUSY_ABOVE_SHARE + CALM_BELOW_SHARE) / 2, BUSY_WINDOW_READS).busy).toBe(false);
  });

  it('reads the lesser of the loop’s busy share and the process’s CPU as its own work', () => {
    // CPU on other threads (the SQLite writer, hashing) leaves an idle loop idle.
    const { signal, readBusy } = readingGauge();
    signal.setCpu(1.6);
    expect(readBusy(0.2, BUSY_WINDOW_READS).busy).toBe(false);
    signal.setCpu(0.2);
    expect(readBusy(1, BUSY_WINDOW_READS).busy).toBe(false);
    signal.setCpu(0.7);
    expect(readBusy(1, BUSY_WINDOW_READS).busy).toBe(true);
  });

  it('is busy whenever it is full', () => {
    const { gauge } = gaugeReading(repeat(200, FULL_AFTER_READS));
    expect(gauge.state).toBe('full');
    expect(gauge.busy).toBe(true);
  });
});
