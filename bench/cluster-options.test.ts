import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTGRES_URL, DEFAULT_REDIS_URL } from './cluster-options.ts';
import { readOptions } from './options.ts';

describe('multi-node options', () => {
  it('leave a run without NODES as it was: one node, no balancer', () => {
    const options = readOptions({}, []);
    expect(options.nodes).toBeUndefined();
    expect(options.killNode).toBe(false);
    expect(options.databaseUrl).toBeUndefined();
  });

  it('default to the local PostgreSQL and Redis with NODES', () => {
    const options = readOptions({ NODES: '2' }, []);
    expect(options).toMatchObject({
      nodes: 2,
      databaseUrl: DEFAULT_POSTGRES_URL,
      redisUrl: DEFAULT_REDIS_URL,
    });
  });

  it('refuse SQLite, URL and KILL_NODE with fewer than two nodes', () => {
    expect(() => readOptions({ NODES: '2', DATABASE_URL: '/tmp/x.sqlite' }, [])).toThrow(/PostgreSQL/);
    expect(() => readOptions({ NODES: '2', URL: 'http://127.0.0.1:3000' }, [])).toThrow(/URL/);
    expect(() => readOptions({ NODES: '1', KILL_NODE: '1' }, [])).toThrow(/NODES=2/);
    expect(() => readOptions({ KILL_NODE: '1' }, [])).toThrow(/NODES=2/);
    expect(() => readOptions({ NODES: '1.5' }, [])).toThrow(/whole number/);
  });

  it('start the rooms close together in a kill run, unless START_SPREAD_MS says otherwise', () => {
    expect(readOptions({ NODES: '2', KILL_NODE: '1' }, []).startSpreadMs).toBe(5000);
    expect(readOptions({ NODES: '2', KILL_NODE: '1', START_SPREAD_MS: '20000' }, []).startSpreadMs).toBe(
      20_000,
    );
    expect(readOptions({ NODES: '2' }, []).startSpreadMs).toBe(60_000);
  });
});
