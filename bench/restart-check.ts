import type { PlayerView } from '@npat/engine';
import type { GameAck } from '@npat/protocol';
import { BotConnection } from './bot-connection.ts';
import { checkAnswers, emptyCount, type DurabilityCount } from './durability.ts';
import { Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import type { PlayedRoom } from './play-rooms.ts';
import { mapLimit } from './pool.ts';

/**
 * After a SIGKILL and a restart: every bot connects again with its session cookie and joins its game,
 * and the fresh view (results of scored rounds, own answers of a round still being played) must hold
 * every answer it had acknowledged, also for bots that stalled before the end. This reads the answers
 * back from what the server stored, not from anything the bench kept.
 */
export async function checkAfterRestart(
  url: string,
  played: readonly PlayedRoom[],
  metrics: Metrics,
  options: BenchOptions,
): Promise<DurabilityCount> {
  const count = emptyCount();
  // Its own acks are not part of the game's latencies; its errors are counted with the rest.
  const scratch = new Metrics();
  const bots = played.flatMap(({ room, outcomes }) =>
    outcomes.flatMap((outcome) => (outcome === undefined ? [] : [{ roomId: room.roomId, outcome }])),
  );
  await mapLimit(bots, options.concurrency, async ({ roomId, outcome }) => {
    let connection: BotConnection | undefined;
    try {
      connection = await BotConnection.open(url, outcome.connection.bot, scratch, options.ackTimeoutMs);
      const ack = await connection.send<GameAck<PlayerView>>('game:join', { roomId });
      if (!ack.ok) throw new Error(`game:join after the restart refused: ${ack.error.code}`);
      checkAnswers(count, ack.view, outcome.acked);
    } catch (error) {
      count.unverified += outcome.acked.size;
      metrics.recordError('restart check', error instanceof Error ? error.message : String(error));
    } finally {
      connection?.close();
    }
  });
  for (const [kind, times] of scratch.errors) {
    for (let index = 0; index < times; index += 1) metrics.recordError(`restart check: ${kind}`, '');
  }
  return count;
}
