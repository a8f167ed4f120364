import { nextDeadline, type GameState } from '@npat/engine';
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../identity/register-identity.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import type { RoomService } from '../rooms/room-service.ts';
import type { RoomEvent } from '../rooms/room-writer.ts';
import type { Repositories } from '../storage/repositories.ts';
import { createDeadlineSweeps, type DeadlineSweeps } from './deadline-sweeps.ts';
import { createSocketGameChannel, type ProgressChange } from './game-channel.ts';
import { registerGameGateway } from './game-gateway.ts';
import { createGameService, type GameService } from './game-service.ts';
import { createGameTimers, type GameTimers } from './game-timers.ts';
import { registerHistoryRoute } from './history-route.ts';

export interface GameOptions {
  readonly io: SocketServer;
  readonly rooms: RoomService;
  readonly repositories: Repositories;
  readonly identity: Identity;
  readonly now: () => number;
  readonly isShuttingDown: () => boolean;
  /** True without the Redis adapter: this node holds every socket (lets broadcasts skip empty channels). */
  readonly singleNode: boolean;
}

/** What the rest of the server (and tests) use of the game. */
export interface Game {
  readonly service: GameService;
  readonly timers: GameTimers;
  readonly sweeps: DeadlineSweeps;
}

/**
 * Adds the game to the server: its socket gateway, the history route, a timer per room for its next
 * deadline, and the deadline sweeps (the first when the app is ready). After every commit of a room
 * with a game, each player gets their own view and the room's timer is set for its next deadline.
 */
export async function registerGame(app: FastifyInstance, options: GameOptions): Promise<Game> {
  const { io, rooms, repositories, now } = options;
  const channel = createSocketGameChannel(io, { singleNode: options.singleNode });
  const timers = createGameTimers({
    now,
    onDue: (roomId, deadline) => {
      if (options.isShuttingDown()) return;
      service.advance(roomId, deadline).catch((error: unknown) => {
        // The overdue sweep picks the room up again; nothing is lost but a few seconds.
        app.log.warn({ err: error, roomId }, 'Advancing a game at its deadline failed');
      });
    },
  });
  const service = createGameService({ rooms, timers, now });

  rooms.onCommitted((roomId, { snapshot, previous, events }, sender) => {
    const { game } = snapshot;
    if (game === null) return;
    channel.publish(roomId, game, now(), { progressOnly: progressChange(events, previous.game), sender });
    timers.schedule(roomId, nextDeadline(game));
    // Whoever left on purpose hears no more of this game (their last view told them they left).
    for (const uid of leftUids(events)) channel.removeUser(roomId, uid);
  });

  registerGameGateway(io, {
    service,
    channel,
    playAgain: { rooms, users: repositories.users, channel, now },
    logger: app.log,
    now,
  });
  await registerHistoryRoute(app, { identity: options.identity, gameResults: repositories.gameResults });

  const sweeps = createDeadlineSweeps({ rooms: repositories.rooms, service, timers, now, logger: app.log });
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('preClose', async () => {
    await sweeps.stop();
    timers.stop();
    // A timer that fired just before holds a change in the queue; the database must outlive it.
    await rooms.idle();
  });
  return { service, timers, sweeps };
}

function leftUids(events: readonly RoomEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'playerLeft' ? [event.uid] : []));
}

/** Events that change no one's view but the progress every view shows (and the drafts' authors' own). */
const PROGRESS_EVENTS: ReadonlySet<RoomEvent['type']> = new Set(['answerSaved', 'playerDone', 'reviewDone']);

/** A change made of progress events alone, with the drafts' authors; undefined for any other change. */
function progressChange(
  events: readonly RoomEvent[],
  previous: GameState | null,
): ProgressChange | undefined {
  if (previous === null || events.length === 0) return undefined;
  const authors = new Set<string>();
  for (const event of events) {
    if (!PROGRESS_EVENTS.has(event.type)) return undefined;
    if (event.type === 'answerSaved') authors.add(event.uid);
  }
  return { previous, authors };
}
