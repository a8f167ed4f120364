import { describe, expect, it } from 'vitest';
import { readOptions } from './options.ts';

describe('bot workers', () => {
  it('are one thread per 1,500 bots by default, at most four', () => {
    expect(readOptions({ ROOMS: '150', PLAYERS: '6' }, []).botWorkers).toBe(1);
    expect(readOptions({ ROOMS: '500', PLAYERS: '6' }, []).botWorkers).toBe(2);
    expect(readOptions({ ROOMS: '1000', PLAYERS: '6' }, []).botWorkers).toBe(4);
    expect(readOptions({ ROOMS: '1667', PLAYERS: '6' }, []).botWorkers).toBe(4);
  });

  it('follow BOT_WORKERS when it is set', () => {
    expect(readOptions({ ROOMS: '1000', BOT_WORKERS: '1' }, []).botWorkers).toBe(1);
    expect(readOptions({ ROOMS: '10', BOT_WORKERS: '3' }, []).botWorkers).toBe(3);
    expect(() => readOptions({ BOT_WORKERS: '2.5' }, [])).toThrow(/whole number/);
    expect(() => readOptions({ BOT_WORKERS: '0' }, [])).toThrow(/BOT_WORKERS/);
  });

  it('stay one thread in a kill run, which watches every bot from it', () => {
    expect(readOptions({ NODES: '2', KILL_NODE: '1', ROOMS: '1000' }, []).botWorkers).toBe(1);
    expect(() => readOptions({ NODES: '2', KILL_NODE: '1', BOT_WORKERS: '2' }, [])).toThrow(/BOT_WORKERS/);
  });
});
