import type { BotConnection } from './bot-connection.ts';

/**
 * The server's clock minus the bench's, NTP-style as the web app measures it: of a few clock:ping
 * round trips, the one with the shortest trip, assuming the server read its clock halfway through.
 * On one machine the true offset is 0; what this returns is then the measuring error (under 1 ms
 * when the loop is calm).
 */
export async function measureOffset(connection: BotConnection, pings = 3): Promise<number> {
  let best: { rtt: number; offset: number } | undefined;
  for (let index = 0; index < pings; index += 1) {
    const { sentAt, receivedAt, serverNow } = await connection.ping();
    const rtt = receivedAt - sentAt;
    if (best === undefined || rtt < best.rtt) {
      best = { rtt, offset: serverNow - (sentAt + receivedAt) / 2 };
    }
  }
  return best?.offset ?? 0;
}
