import { describe, expect, it } from 'vitest';
import { noRefusedStarts, START_RETRIES, ServerFullError } from './refused-starts.ts';
import { startWithRetries } from './start-retries.ts';

const farAway = () => Date.now() + 60_000;

describe('a host whose Start a full server refused', () => {
  it('presses it again after a pause until the server takes the room', async () => {
    const refused = noRefusedStarts();
    let presses = 0;
    const start = async () => {
      presses += 1;
      if (presses < 3) throw new ServerFullError('lobby:start', undefined);
    };
    await startWithRetries(start, refused, farAway(), 1);
    expect(presses).toBe(3);
    expect(refused).toMatchObject({ startRetries: 2, startedLate: 1 });
  });

  it('gives up after the last retry, and passes any other failure on at once', async () => {
    const refused = noRefusedStarts();
    let presses = 0;
    const full = async () => {
      presses += 1;
      throw new ServerFullError('lobby:start', undefined);
    };
    await expect(startWithRetries(full, refused, farAway(), 1)).rejects.toBeInstanceOf(ServerFullError);
    expect(presses).toBe(START_RETRIES + 1);
    expect(refused).toMatchObject({ startRetries: START_RETRIES, startedLate: 0 });

    const broken = async () => {
      throw new Error('lobby:start refused: not-host');
    };
    await expect(startWithRetries(broken, noRefusedStarts(), farAway(), 1)).rejects.toThrow(/not-host/);
  });
});
