import { createClient } from 'redis';

/** The Redis tests use; set TEST_REDIS_URL to use another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Tells why Redis at `url` cannot be used, or `undefined` when it answers PING.
 * Pair with `describeWithService` so a missing Redis skips locally and fails in CI.
 */
export async function redisUnavailableReason(url = TEST_REDIS_URL): Promise<string | undefined> {
  const client = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on('error', () => {}); // the failure is reported through connect()
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `cannot connect to ${url}: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    if (client.isOpen) client.destroy();
  }
}
