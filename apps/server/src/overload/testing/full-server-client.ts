import { healthOkSchema, LOBBY_ERRORS, type HealthOk } from '@npat/protocol';
import { expect } from 'vitest';
import { connectPlayer, type TestPlayer } from '../../game/testing/game-client.ts';
import type { GameSuite } from '../../game/testing/server-per-test.ts';

/** A full node's refusal, as an ack carries it. */
export const SERVER_FULL = {
  code: 'server-full',
  message: LOBBY_ERRORS.serverFull,
  retryAfterSeconds: 60,
} as const;

/** What the suite's server answers on /api/health (which stays 200 while it is full). */
export async function healthOf(suite: GameSuite): Promise<HealthOk> {
  const response = await fetch(`${suite.server.url}/api/health`);
  expect(response.status).toBe(200);
  return healthOkSchema.parse(await response.json());
}

/** Connects `user` to the suite's server; the suite closes the connection after the test. */
export async function connectIn(
  suite: GameSuite,
  user: Parameters<typeof connectPlayer>[1],
): Promise<TestPlayer> {
  const player = await connectPlayer(suite.server.url, user);
  suite.players.push(player);
  return player;
}
