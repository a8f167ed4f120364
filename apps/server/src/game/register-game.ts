import { nextDeadline, PROGRESS_EVENT_TYPES, type GameState } from '@npat/engine';
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../identity/register-identity.ts';
import type { IntentRegistry } from '../realtime/intent-registry.ts';
import type { SocketServer } from '../realtime/socket-server.ts';
import type { Rooms } from '../room-pipeline/register-room-pipeline.ts';
import type { RoomEvent } from '../room-pipeline/room-writer.ts';
import type { Repositories } from '../storage/repositories.ts';
import { createDeadlineSweeps, type DeadlineSweeps } from './deadline-sweeps.ts';
import {
  createSocketGameChannel,
  PROGRESS_EVERY_BUSY_MS,
  PROGRESS_EVERY_MS,
  type ProgressChange,
} from './game-channel.ts';
import { createBotDriver, type BotDriver } from './bots/bot-driver.ts';
import { registerGameGateway } from './game-gateway.ts';
import { createGameService, type GameService } from './game-service.ts';
import { createGameTimers, type GameTimers } from './game-timers.ts';
import type { RefereeJudging } from './referee/referee-judging.ts';
import { registerRefereeReview } from './referee/referee-review.ts';
import { registerHistoryRoute } from './history-route.ts';
import type { NewLobbies } from './play-again.ts';

export interface GameOptions {
  readonly io: SocketServer;
  readonly intents: IntentRegistry;
  /** The room pipeline the game's changes go through. */
  readonly rooms: Rooms;
  /** Where Play again opens its new lobby (app.ts passes the lobby's). */
  readonly lobbies: NewLobbies;
  readonly repositories: Repositories;
  readonly identity: Identity;
  readonly now: () => number;
  readonly isShuttingDown: () => boolean;
  /** Whether a channel's sockets are all on this node (always without Redis; see game-channel.ts). */
  readonly isLocal: (channel: string) => boolean;
  /** Whether the node is busy now (overload/): its rooms' progress then waits longer between messages. */
  readonly isBusy: () => boolean;
  /** Whether the referee learns from finished reviews (REFEREE_LEARNING). */
  readonly refereeLearning: boolean;
}

/** What the rest of the server (and tests) use of the game. */
export interface Game {
  readonly service: GameService;
  readonly timers: GameTimers;
  readonly sweeps: DeadlineSweeps;
  /** The referee's judging and learning (settles with `idle`, for shutdown and tests). */
  readonly referee: RefereeJudging;
  /** The bots of the rooms this node serves. */
  readonly bots: BotDriver;
}

/**
 * Adds the game to the server: its socket gateway, the history route, a timer per room for its next
 * deadline, and the deadline sweeps (the first when the app is ready). After every commit of a room
 * with a game, each player gets their own view and the room's timer is set for its next deadline.
 */
export async function registerGame(app: FastifyInstance, options: GameOptions): Promise<Game> {
  const { io, repositories, now } = options;
  const rooms = options.rooms.service;
  const channel = createSocketGameChannel(io, {
    isLocal: options.isLocal,
    now,
    progressEveryMs: () => (options.isBusy() ? PROGRESS_EVERY_BUSY_MS : PROGRESS_EVERY_MS),
  });
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
  const service = createGameService({ rooms, timers, now, onKept: (...kept) => bots.observe(...kept) });
  const bots = createBotDriver({ service, now, logger: app.log });

  rooms.onCommitted((roomId, { snapshot, version, previous, events }, sender) => {
    const { game } = snapshot;
    if (game === null) return;
    const progressOnly = progressChange(events, previous.game);
    channel.publish(roomId, { game, version }, now(), { progressOnly, sender });
    timers.schedule(roomId, nextDeadline(game));
    bots.observe(roomId, game, version);
    // Whoever left on purpose hears no more of this game (their last view told them they left).
    for (const uid of leftUids(events)) options.rooms.channel.removeUser(roomId, uid);
  });

  const referee = registerRefereeReview({
    rooms,
    repositories,
    learning: options.refereeLearning,
    logger: app.log,
  });

  registerGameGateway(options.intents, {
    service,
    channel: options.rooms.channel,
    playAgain: { rooms, lobbies: options.lobbies, channel, now },
    now,
  });
  await registerHistoryRoute(app, { identity: options.identity, gameResults: repositories.gameResults });

  const sweeps = createDeadlineSweeps({ rooms: repositories.rooms, service, timers, now, logger: app.log });
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('preClose', async () => {
    await sweeps.stop();
    timers.stop();
    bots.stop();
    channel.stop();
    // A timer that fired just before holds a change in the queue; the database must outlive it.
    await referee.idle();
    await rooms.idle();
  });
  return { service, timers, sweeps, referee, bots };
}

function leftUids(events: readonly RoomEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'player-left' ? [event.uid] : []));
}

/** A change made of progress events alone, with the drafts' authors; undefined for any other change. */
function progressChange(
  events: readonly RoomEvent[],
  previous: GameState | null,
): ProgressChange | undefined {
  if (previous === null || events.length === 0) return undefined;
  const authors = new Set<string>();
  for (const event of events) {
    if (!PROGRESS_EVENT_TYPES.has(event.type)) return undefined;
    if (event.type === 'answer-saved') authors.add(event.uid);
  }
  return { previous, authors };
}
