import { afterEach, describe, expect, it } from 'vitest';
import { childServerEnv } from './server-child.ts';

const saved = { ...process.env };

describe('childServerEnv', () => {
  afterEach(() => {
    process.env = { ...saved };
  });

  it('clears the operator’s own server settings but keeps the rest of the environment', () => {
    process.env.INTENT_BURST = '7';
    process.env.DATABASE_URL = 'postgres://elsewhere/db';
    process.env.NPAT_UNRELATED = 'kept';
    const env = childServerEnv(4321, '/tmp/data');
    expect(env.INTENT_BURST).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NPAT_UNRELATED).toBe('kept');
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: '4321',
      DATA_DIR: '/tmp/data',
      PUBLIC_URL: 'http://127.0.0.1:4321',
      GUESTS_PER_IP_PER_MINUTE: '1000000',
    });
  });

  it('lets the caller set anything last', () => {
    const env = childServerEnv(1, '/d', { DATABASE_URL: 'postgres://x/y', LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBe('postgres://x/y');
    expect(env.LOG_LEVEL).toBe('info');
  });
});
