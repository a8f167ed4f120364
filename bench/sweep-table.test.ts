import { describe, expect, it } from 'vitest';
import { formatSweep, largestPassing, sweepSteps, type SweepRow } from './sweep-table.ts';

const row = (rooms: number, met: boolean): SweepRow => ({
  rooms,
  players: rooms * 6,
  ackP99Ms: 10,
  gameAckP99Ms: 8,
  fanOutP99Ms: 20,
  errors: 0,
  refusedRooms: 0,
  rssPerPlayerKb: 30,
  cpuMsPerAck: 0.3,
  met,
  failed: false,
});

describe('sweepSteps', () => {
  it('doubles from the first room count and ends on the last one', () => {
    expect(sweepSteps(50, 500)).toEqual([50, 100, 200, 400, 500]);
    expect(sweepSteps(100, 100)).toEqual([100]);
  });
});

describe('largestPassing', () => {
  it('is the largest run that met every target, even after a miss', () => {
    expect(largestPassing([row(50, true), row(100, false), row(200, true)])?.rooms).toBe(200);
  });

  it('is undefined when no run met them', () => {
    expect(largestPassing([row(50, false)])).toBeUndefined();
  });
});

describe('formatSweep', () => {
  it('prints one line per run and names the largest passing player count', () => {
    const text = formatSweep(2, [row(50, true), row(100, false)]);
    expect(text).toContain('Sweep on 2 node(s)');
    expect(text).toContain('missed');
    expect(text).toContain('0.3 ms');
    expect(text).toContain('game ack p99');
    expect(text).toContain('Largest player count that met every target: 300 (50 rooms)');
  });
});
