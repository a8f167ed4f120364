import type { PlayerView } from '@npat/engine';
import type { GameAck } from '@npat/protocol';
import type { AckedAnswers } from './answer-round.ts';
import { BotConnection } from './bot-connection.ts';
import type { BotUser } from './http-client.ts';
import { checkAnswers, emptyCount, type DurabilityCount } from './durability.ts';
import { Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import type { PlayedRoom } from './play-rooms.ts';
import { mapLimit } from './pool.ts';

/** A bot that played, as the restart check needs it: plain data, so a bot worker can send it over. */
export interface PlayedBot {
  readonly roomId: string;
  readonly bot: BotUser;
  readonly acked: AckedAnswers;
}

/** The bots of the played rooms that got as far as joining their game. */
export function playedBotsOf(played: readonly PlayedRoom[]): PlayedBot[] {
  return played.flatMap(({ room, outcomes }) =>
    outcomes.flatMap((outcome) =>
      outcome === undefined
        ? []
        : [{ roomId: room.roomId, bot: outcome.connection.bot, acked: outcome.acked }],
    ),
  );
}

/**
 * After a SIGKILL and a restart: every bot connects again with its session cookie and joins its game,
 * and the fresh view (results of scored rounds, own answers of a round still being played) must hold
 * every answer it had acknowledged, also for bots that stalled before the end. This reads the answers
 * back from what the server stored, not from anything the bench kept.
 */
export async function checkAfterRestart(
  url: string,
  bots: readonly PlayedBot[],
  metrics: Metrics,
  options: BenchOptions,
): Promise<DurabilityCount> {
  const count = emptyCount();
  // Its own acks are not part of the game's latencies; its errors are counted with the rest.
  const scratch = new Metrics();
  await mapLimit(bots, options.concurrency, async ({ roomId, bot, acked }) => {
    let connection: BotConnection | undefined;
    try {
      connection = await BotConnection.open(url, bot, scratch, options.ackTimeoutMs, false, bot.user.uid);
      const ack = await connection.send<GameAck<PlayerView>>('game:join', { roomId });
      if (!ack.ok) throw new Error(`game:join after the restart refused: ${ack.error.code}`);
      checkAnswers(count, ack.view, acked);
    } catch (error) {
      count.unverified += acked.size;
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
