import { describe, expect, it } from 'vitest';
import {
  ACCEPT_AFTER_READS,
  BUSY_ABOVE_SHARE,
  BUSY_WINDOW_READS,
  CALM_BELOW_SHARE,
  createLoadGauge,
  FULL_AFTER_READS,
} from './load-gauge.ts';
import { manualLoad } from './testing/manual-load.ts';

const THRESHOLD_MS = 150;

function gaugeReading(delays: readonly number[]) {
  const signal = manualLoad();
  const gauge = createLoadGauge(signal, { thresholdMs: THRESHOLD_MS });
  const states = delays.map((delay) => {
    signal.set(delay);
    return gauge.read();
  });
  return { gauge, states, signal };
}

const repeat = (delay: number, times: number) => Array.from({ length: times }, () => delay);

/** A gauge whose loop is busy `share` of the time for `times` reads in a row, as a test asks. */
function busyReading() {
  const signal = manualLoad();
  const gauge = createLoadGauge(signal, { thresholdMs: THRESHOLD_MS });
  const readBusy = (share: number, times: number) => {
    signal.setBusy(share);
    for (let read = 0; read < times; read += 1) gauge.read();
    return { busy: gauge.busy, state: gauge.state };
  };
  return { gauge, readBusy };
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

  it('turns full when the loop is busy most of the time, before its delay grows, and not for a busy moment', () => {
    const { readBusy } = busyReading();
    expect(readBusy(0.5, BUSY_WINDOW_READS).state).toBe('accepting');
    // Two very busy seconds among calm ones keep the five-second average under the limit.
    expect(readBusy(1, 3).state).toBe('accepting');
    expect(readBusy(0.95, BUSY_WINDOW_READS).state).toBe('full');
    // Still busy, though under the limit: not yet calm enough to take new rooms.
    expect(readBusy(0.8, BUSY_WINDOW_READS + ACCEPT_AFTER_READS).state).toBe('full');
    expect(readBusy(0.3, BUSY_WINDOW_READS + ACCEPT_AFTER_READS).state).toBe('accepting');
  });

  it('is busy while the loop is busy most of the time on average, and calm again only well under that', () => {
    const { gauge, readBusy } = busyReading();
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

  it('is busy whenever it is full, also on delay alone', () => {
    const { gauge } = gaugeReading(repeat(200, FULL_AFTER_READS));
    expect(gauge.state).toBe('full');
    expect(gauge.busy).toBe(true);
  });
});
