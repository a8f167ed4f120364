import {
  LOBBY_ERROR_CODES,
  lobbyIntentSchemas,
  type LobbyAck,
  type LobbyError,
  type LobbyIntentName,
  type LobbyIntentPayload,
} from '@npat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { AppSocket, SocketServer } from '../realtime/socket-server.ts';
import type { UsersRepository } from '../storage/users-repository.ts';
import { serverRefusals } from './lobby-errors.ts';
import type { LobbyIntent } from './lobby-intents.ts';
import { currentProfile } from './player-profile.ts';
import { playerChannel, roomChannel, roomIdOfChannel } from './room-channel.ts';
import type { IntentHooks, RoomService } from './room-service.ts';

/** Turns a validated payload into the service's intent; undefined when the user is gone. */
type IntentBuilder<N extends LobbyIntentName> = (
  payload: LobbyIntentPayload<N>,
  uid: string,
) => LobbyIntent | undefined | Promise<LobbyIntent | undefined>;

export interface LobbyGatewayDeps {
  readonly service: RoomService;
  readonly users: UsersRepository;
  readonly logger: FastifyBaseLogger;
  /** During shutdown disconnects are ours, not the players': nobody is marked away for them. */
  readonly isShuttingDown: () => boolean;
}

/**
 * The socket side of the lobby, kept thin: each intent's payload is checked with its schema from
 * packages/protocol, handed to the room service as the socket's user, and acknowledged with the
 * service's answer. Disconnects update the away marks of the rooms the socket was in.
 */
export function registerLobbyGateway(io: SocketServer, deps: LobbyGatewayDeps): void {
  const builders: { [N in LobbyIntentName]: IntentBuilder<N> } = {
    'lobby:join': async (_payload, uid) => {
      const player = await currentProfile(deps.users, uid);
      return player && { type: 'join', player };
    },
    'lobby:submit-categories': ({ category1, category2 }) => ({
      type: 'submit-categories',
      category1,
      category2,
    }),
    'lobby:edit-categories': () => ({ type: 'edit-categories' }),
    'lobby:update-settings': ({ settings }) => ({ type: 'update-settings', settings }),
    'lobby:kick': ({ targetUid }) => ({ type: 'kick', targetUid }),
    'lobby:leave': () => ({ type: 'leave' }),
    'lobby:start': () => ({ type: 'start' }),
  };

  io.on('connection', (socket) => {
    const listen = <N extends LobbyIntentName>(name: N) => {
      // socket.io's typed `on` cannot take a generic event name; every argument is checked below anyway.
      (socket as unknown as Socket).on(name as string, (...args: unknown[]) => {
        void handleIntent(socket, name, builders[name], args, deps);
      });
    };
    for (const name of Object.keys(builders) as LobbyIntentName[]) listen(name);
    updatePresenceOnDisconnect(socket, deps);
  });
}

async function handleIntent<N extends LobbyIntentName>(
  socket: AppSocket,
  name: N,
  build: IntentBuilder<N>,
  args: unknown[],
  deps: LobbyGatewayDeps,
): Promise<void> {
  const ack = ackOf(args);
  const parsed = lobbyIntentSchemas[name].safeParse(typeof args[0] === 'function' ? undefined : args[0]);
  if (!parsed.success) return ack({ ok: false, error: refusalOfInvalid(parsed.error) });

  const payload = parsed.data as LobbyIntentPayload<N>;
  const { uid } = socket.data.user;
  const channel = roomChannel(payload.roomId);
  const ownGameChannel = playerChannel(payload.roomId, uid);
  const joining = name === 'lobby:join';
  let answer: LobbyAck;
  try {
    const intent = await build(payload, uid);
    if (intent === undefined) {
      answer = { ok: false, error: serverRefusals.invalidRequest() };
    } else {
      const hooks: IntentHooks = {
        onSettled: ack,
        // Joined before the commit, so a presence check on another node cannot miss this socket. The
        // player's own game channel too, so the views of a game the host starts reach them at once.
        ...(joining && { beforeCommit: () => socket.join([channel, ownGameChannel]) }),
      };
      answer = await deps.service.apply(payload.roomId, uid, intent, hooks);
    }
  } catch (error) {
    deps.logger.error({ err: error, intent: name }, 'A lobby intent failed');
    answer = { ok: false, error: serverRefusals.busy() };
  }
  // A failed join must not leave the socket listening to a room it has no seat in; the client joins
  // again (or goes home) on any failure.
  if (joining && !answer.ok) for (const name of [channel, ownGameChannel]) await socket.leave(name);
  ack(answer);
}

/** The acknowledgement callback, called at most once; a client that sent none is simply not answered. */
function ackOf(args: unknown[]): (answer: LobbyAck) => void {
  const callback = args[args.length - 1];
  let answered = false;
  return (answer) => {
    if (answered || typeof callback !== 'function') return;
    answered = true;
    (callback as (answer: LobbyAck) => void)(answer);
  };
}

/**
 * A malformed payload changes nothing and gets `invalid-request`. Settings the schema refuses are the
 * one exception: they get `invalid-settings` with the field's message, as the engine gives them.
 */
function refusalOfInvalid(error: z.ZodError): LobbyError {
  const [first] = error.issues;
  const field = first?.path[1];
  const onlySettings = error.issues.every((issue) => issue.path[0] === 'settings' && issue.path.length > 1);
  if (first && onlySettings && typeof field === 'string')
    return { code: LOBBY_ERROR_CODES.invalidSettings, message: first.message, field };
  return serverRefusals.invalidRequest();
}

/**
 * When a socket goes, its rooms learn whether its user is still connected through another socket (on
 * any node), and mark them away if not (game-design §8). The rooms are read while the socket is still
 * in them; the check runs once it has left them.
 */
function updatePresenceOnDisconnect(socket: AppSocket, deps: LobbyGatewayDeps): void {
  socket.on('disconnecting', () => {
    if (deps.isShuttingDown()) return;
    const roomIds = [...socket.rooms].flatMap((channel) => roomIdOfChannel(channel) ?? []);
    if (roomIds.length === 0) return;
    const { uid } = socket.data.user;
    socket.once('disconnect', () => {
      for (const roomId of roomIds) {
        deps.service.syncPresence(roomId, [uid]).catch((error: unknown) => {
          deps.logger.warn({ err: error, roomId }, 'Marking a disconnected player away failed');
        });
      }
    });
  });
}
