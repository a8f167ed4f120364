import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFuzz } from './campaign.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { SOCKET_EVENTS } from './targets/socket-events.ts';

const resultsDir = mkdtempSync(join(tmpdir(), 'npat-fuzz-test-'));
afterAll(() => rmSync(resultsDir, { recursive: true, force: true }));

describe('the server under a fixed-seed fuzz run', () => {
  it('survives a few thousand generated and mutated messages with no crash, 5xx, error or state change on a refusal', async () => {
    const report = await runFuzz(
      {
        ...DEFAULT_OPTIONS,
        count: 2500,
        seed: 20261124,
        rooms: 4,
        strangers: 12,
        httpWorkers: 3,
        checkpoints: 2,
        checksPerCheckpoint: 12,
        // Far above the 30–40 s it takes: a machine busy with other work must not fail the test.
        maxSeconds: 240,
        resultsDir,
      },
      () => {},
    );

    expect(report.findings).toEqual([]);
    // The run reached what it is meant to reach, or its silence would prove nothing.
    expect(report.timedOut).toBe(false);
    const answered = Object.keys(report.stats.socketAnswers.toJSON());
    for (const event of SOCKET_EVENTS)
      expect(answered.some((line) => line.startsWith(`${event.name} →`))).toBe(true);
    expect(report.routes.length).toBeGreaterThan(10);
    expect(report.stats.socketAnswers.get('lobby:join → ok')).toBeGreaterThan(0);
    expect(report.stats.stateChecksOnRefusals).toBeGreaterThan(5);
  });
});
