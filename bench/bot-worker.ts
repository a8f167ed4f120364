import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { BotWorkerData, FromBotWorker, ToBotWorker } from './bot-worker-messages.ts';
import { emptyCount } from './durability.ts';
import { histogramDistribution, Metrics } from './metrics.ts';
import { playRooms } from './play-rooms.ts';
import { playedBotsOf } from './restart-check.ts';
import { connectBots, seatRooms } from './setup-players.ts';

/**
 * A bot worker (bot-workers.ts): connects, seats and plays its share of the rooms as the main thread
 * would all of them, each step when the main thread says so, and sends back what it measured.
 */
const port = parentPort;
if (port === null) throw new Error('bot-worker.ts runs as a worker thread');
const { url, users, options, deadline } = workerData as BotWorkerData;
const post = (message: FromBotWorker) => port.postMessage(message);
const goAhead = (type: ToBotWorker['type']) =>
  new Promise<void>((resolve) => {
    const listen = (message: ToBotWorker) => {
      if (message.type !== type) return;
      port.off('message', listen);
      resolve();
    };
    port.on('message', listen);
  });

/** How often the acks of the moment go to the main thread's second-by-second timeline. */
const WINDOW_EVERY_MS = 250;

const metrics = new Metrics();
const durability = emptyCount();
const seat = goAhead('seat');
const play = goAhead('play');
const connections = await connectBots(url, users, metrics, options);
post({ type: 'connected' });
await seat;
const rooms = await seatRooms(url, connections, metrics, options);
post({ type: 'seated', rooms: rooms.length });
await play;
// The acks of seating are in the figures, not in the timeline of the games (as on the main thread).
metrics.takeRawWindow();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const windows = setInterval(() => post({ type: 'window', window: metrics.takeRawWindow() }), WINDOW_EVERY_MS);
const played = await playRooms(rooms, { options, metrics, durability, deadline });
clearInterval(windows);
loopDelay.disable();
post({ type: 'window', window: metrics.takeRawWindow() });
post({
  type: 'played',
  metrics: metrics.snapshot(),
  durability,
  bots: playedBotsOf(played),
  loopDelay: histogramDistribution(loopDelay),
});
// The sockets stay open until the main thread ends this worker (BotTeam.close, once the run's figures
// are taken), as on the main thread. Closed as soon as this worker's own rooms were done, its 1,500
// players left while other workers' games still ran: each leaving is a commit and a view to the rest of
// its room, and that burst made the server's memory peak and part of its CPU "while playing".
