import {
  clockPingSchema,
  gameIntentSchemas,
  type ClockPong,
  type DraftAck,
  type GameIntentName,
  type GameIntentPayload,
} from '@npat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';
import type { GameChannel } from './game-channel.ts';
import { ENGINE_INTENT_NAMES, engineIntentOf, type EngineIntentName } from './game-intents.ts';
import { gameRefusals } from './game-refusals.ts';
import type { GameAckResult, GameService } from './game-service.ts';
import { playAgain, type PlayAgainDeps } from './play-again.ts';

export interface GameGatewayDeps {
  readonly service: GameService;
  readonly channel: GameChannel;
  readonly playAgain: PlayAgainDeps;
  readonly logger: FastifyBaseLogger;
  readonly now: () => number;
}

/**
 * What a handler does with a valid payload, answering through `reply` once settled; `acknowledged`
 * tells whether the client asked for an ack at all.
 */
type Handler = (
  socket: AppSocket,
  payload: { roomId: string },
  reply: (ack: GameAckResult | DraftAck) => void,
  acknowledged: boolean,
) => Promise<unknown>;

/**
 * The socket side of the game, kept thin: each payload is checked with its schema from
 * packages/protocol (a malformed one changes nothing and gets `invalid-request`), then handed to the
 * game service as the socket's own user, and acknowledged once committed. Presence on disconnect is
 * the lobby gateway's: it covers every `room:` channel, games included.
 */
export function registerGameGateway(io: SocketServer, deps: GameGatewayDeps): void {
  const handlers = new Map<GameIntentName, Handler>([
    [
      'game:join',
      // Subscribed only once the engine accepted the join, before its commit: a presence check on
      // another node then sees this socket, and a refused join never listens to the room.
      (socket, { roomId }, reply) =>
        deps.service.join(roomId, uid(socket), () => deps.channel.subscribe(socket, roomId), reply),
    ],
    ['game:play-again', (socket, { roomId }, reply) => playAgain(deps.playAgain, roomId, uid(socket), reply)],
    [
      'game:save-answer',
      // The sender holds what it typed and its ack says it was saved: its socket is left out of the
      // broadcast (its player's other tabs still get it). Not when it asked for no ack.
      (socket, payload, reply, acknowledged) =>
        deps.service.saveDraft(
          payload.roomId,
          uid(socket),
          payload as GameIntentPayload<'game:save-answer'>,
          reply,
          acknowledged ? socket.id : undefined,
        ),
    ],
    ...ENGINE_INTENT_NAMES.map((name): [EngineIntentName, Handler] => [
      name,
      (socket, payload, reply) =>
        deps.service.apply(payload.roomId, uid(socket), engineIntentOf(name, payload as never), reply),
    ]),
  ]);

  io.on('connection', (socket) => {
    // socket.io's typed `on` cannot take a generic event name; every argument is checked below anyway.
    const untyped = socket as unknown as Socket;
    for (const [name, handler] of handlers) {
      untyped.on(name, (...args: unknown[]) => void handle(socket, name, handler, args, deps.logger));
    }
    untyped.on('clock:ping', (...args: unknown[]) => {
      const ack = args[args.length - 1];
      // No database and no queue: the answer must leave at once for the round trip to mean anything.
      if (typeof ack === 'function' && clockPingSchema.safeParse(args[0]).success)
        (ack as (pong: ClockPong) => void)({ serverNow: deps.now() });
    });
  });
}

async function handle(
  socket: AppSocket,
  name: GameIntentName,
  handler: Handler,
  args: unknown[],
  logger: FastifyBaseLogger,
): Promise<void> {
  const reply = ackOf(args);
  const parsed = gameIntentSchemas[name].safeParse(typeof args[0] === 'function' ? undefined : args[0]);
  if (!parsed.success) return reply({ ok: false, error: gameRefusals.invalidRequest() });
  try {
    await handler(socket, parsed.data, reply, typeof args[args.length - 1] === 'function');
  } catch (error) {
    logger.error({ err: error, intent: name }, 'A game intent failed');
    reply({ ok: false, error: gameRefusals.busy() });
  }
}

const uid = (socket: AppSocket) => socket.data.user.uid;

/** The acknowledgement callback, called at most once; a client that sent none is simply not answered. */
function ackOf(args: unknown[]): (answer: GameAckResult | DraftAck) => void {
  const callback = args[args.length - 1];
  let answered = false;
  return (answer) => {
    if (answered || typeof callback !== 'function') return;
    answered = true;
    (callback as (answer: GameAckResult | DraftAck) => void)(answer);
  };
}
