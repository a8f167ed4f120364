import type { Cluster } from './cluster.ts';
import type { Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import { pause } from './pool.ts';

/** Share of the started rooms that must be answering round 1 before the kill is timed. */
const MOST_ROOMS = 0.9;

/**
 * KILL_NODE: waits until most rooms that started are answering round 1, then half the typing window
 * (when the bots are mid-way through their drafts), and SIGKILLs the last node. The node stays dead.
 * Resolves without killing when `finished()` turns true first (the games ended) or at the deadline.
 */
export async function killNodeDuringRoundOne(
  cluster: Cluster,
  metrics: Metrics,
  context: { options: BenchOptions; rooms: number; deadline: number; finished: () => boolean },
  log: (line: string) => void,
): Promise<void> {
  const { options, rooms, deadline, finished } = context;
  for (;;) {
    if (finished() || Date.now() >= deadline) return;
    const starting = rooms - metrics.refusedStarts.rooms - (metrics.errors.get('room not started') ?? 0);
    if (metrics.roomsAnswering >= Math.max(1, Math.ceil(starting * MOST_ROOMS))) break;
    await pause(200, deadline);
  }
  await pause(options.typingMs / 2, deadline);
  if (finished()) return;
  const index = cluster.nodes.length - 1;
  log(
    `SIGKILL node ${index + 1} of ${cluster.nodes.length} (${metrics.roomsAnswering} rooms answering round 1)`,
  );
  metrics.kill.killedNode = index + 1;
  metrics.kill.killedAt = Date.now();
  await cluster.killNode(index);
}
