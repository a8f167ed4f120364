import type { Player } from '../arena/player.ts';
import { ValuePool } from '../generate/value-pool.ts';
import type { Random } from '../random.ts';
import { SocketMessageMaker } from '../targets/socket-messages.ts';
import { pipelined, type Budget } from './budget.ts';
import { deliverSocket } from './deliver.ts';
import type { Shared } from './shared.ts';

/**
 * One socket's share of the run: generated and mutated messages from its player, a few in flight at
 * once, until the budget is spent. A failure to reconnect ends this lane only.
 */
export async function runSocketLane(
  shared: Shared,
  player: Player,
  random: Random,
  budget: Budget,
  window: number,
): Promise<void> {
  const maker = new SocketMessageMaker(random, new ValuePool(random), shared.knowledge);
  await pipelined(budget, window, async () => {
    try {
      const message = maker.next({ uid: player.uid, currentRoom: player.socket.currentRoom });
      shared.stats.socketSent.add(message.flavour);
      await deliverSocket(shared, player, message, 'socket');
    } catch (error) {
      shared.stats.outcomes.add(
        `socket lane error: ${error instanceof Error ? error.message.slice(0, 60) : error}`,
      );
    }
  });
}
