import {
  LOBBY_ERROR_CODES,
  lobbyIntentSchemas,
  type LobbyAck,
  type LobbyError,
  type LobbyIntentName,
  type LobbyIntentPayload,
} from '@npat/protocol';
import type { z } from 'zod';
import { serverFull, type OverloadGate } from '../overload/overload-gate.ts';
import { intentCatalogue } from '../realtime/intent-catalogue.ts';
import type { IntentRegistry } from '../realtime/intent-registry.ts';
import { serverRefusals } from '../realtime/server-refusals.ts';
import type { AppSocket } from '../realtime/socket-server.ts';
import type { RoomChannel } from '../room-pipeline/room-channel.ts';
import type { UsersRepository } from '../storage/users-repository.ts';
import type { LobbyIntent } from './lobby-intents.ts';
import type { IntentHooks, LobbyService } from './lobby-service.ts';
import { currentProfile } from './player-profile.ts';

/** Turns a validated payload into the service's intent; undefined when the user is gone. */
type IntentBuilder<N extends LobbyIntentName> = (
  payload: LobbyIntentPayload<N>,
  uid: string,
) => LobbyIntent | undefined | Promise<LobbyIntent | undefined>;

export interface LobbyGatewayDeps {
  readonly service: LobbyService;
  readonly channel: Pick<RoomChannel, 'subscribe' | 'unsubscribe'>;
  readonly users: UsersRepository;
  /**
   * While the node is full, a join seats nobody new (a player with a slot still comes back) and no game
   * starts; a game starts only if its players fit under the node's cap of players in games.
   */
  readonly overload: OverloadGate;
}

/**
 * The socket side of the lobby, kept thin: each intent's payload is checked with its schema from
 * packages/protocol (by the intent registry), handed to the lobby service as the socket's user, and
 * acknowledged with the service's answer. Presence on disconnect is the room pipeline's.
 */
export function registerLobbyGateway(intents: IntentRegistry, deps: LobbyGatewayDeps): void {
  const builders: { [N in LobbyIntentName]: IntentBuilder<N> } = {
    'lobby:join': async (_payload, uid) => {
      const player = await currentProfile(deps.users, uid);
      if (player === undefined || deps.overload.acceptsNewRooms()) return player && { type: 'join', player };
      return { type: 'join', player, newcomerRefusal: serverFull() };
    },
    'lobby:submit-categories': ({ category1, category2 }) => ({
      type: 'submit-categories',
      category1,
      category2,
    }),
    'lobby:edit-categories': () => ({ type: 'edit-categories' }),
    'lobby:update-settings': ({ settings }) => ({ type: 'update-settings', settings }),
    'lobby:kick': ({ targetUid }) => ({ type: 'kick', targetUid }),
    'lobby:make-host': ({ targetUid }) => ({ type: 'make-host', targetUid }),
    'lobby:lock': ({ locked }) => ({ type: 'lock', locked }),
    'lobby:add-bot': ({ level }) => ({ type: 'add-bot', level }),
    'lobby:remove-bot': ({ botUid }) => ({ type: 'remove-bot', botUid }),
    'lobby:leave': () => ({ type: 'leave' }),
    'lobby:start': ({ roomId }) => ({
      type: 'start',
      admit: (players) => deps.overload.admitGame(roomId, players),
    }),
  };

  const register = intentCatalogue<typeof lobbyIntentSchemas, LobbyAck>(
    intents,
    lobbyIntentSchemas,
    (error) => ({
      ok: false,
      error: refusalOfInvalid(error),
    }),
  );
  const registerPlain = <N extends Exclude<LobbyIntentName, 'lobby:join' | 'lobby:start'>>(name: N) =>
    register(name, ({ socket, payload, reply }) =>
      apply(socket, payload, builders[name], { onSettled: reply }, deps).then(reply),
    );

  register('lobby:join', ({ socket, payload, reply }) =>
    join(socket, payload, builders['lobby:join'], reply, deps),
  );
  // A game that starts is new load: while the node is full the lobby waits (its players stay in it).
  register('lobby:start', ({ socket, payload, reply }) => {
    if (!deps.overload.acceptsNewRooms()) return reply({ ok: false, error: deps.overload.refused('start') });
    return apply(socket, payload, builders['lobby:start'], { onSettled: reply }, deps).then(reply);
  });
  for (const name of Object.keys(builders) as LobbyIntentName[])
    if (name !== 'lobby:join' && name !== 'lobby:start') registerPlain(name);
}

/** Builds the intent and applies it as the socket's user; a user who is gone gets `invalid-request`. */
async function apply<N extends LobbyIntentName>(
  socket: AppSocket,
  payload: LobbyIntentPayload<N>,
  build: IntentBuilder<N>,
  hooks: IntentHooks,
  deps: LobbyGatewayDeps,
): Promise<LobbyAck> {
  const { uid } = socket.data.user;
  const intent = await build(payload, uid);
  if (intent === undefined) return { ok: false, error: serverRefusals.invalidRequest() };
  return deps.service.apply(payload.roomId, uid, intent, hooks);
}

/**
 * A join listens to the room before its commit, so a presence check on another node cannot miss this
 * socket; the player's own game channel too, so the views of a game the host starts reach them at once.
 * A failed join (a refusal, or a failure) must not leave the socket listening to a room it has no seat
 * in; the client joins again (or goes home) on any failure.
 */
async function join(
  socket: AppSocket,
  payload: LobbyIntentPayload<'lobby:join'>,
  build: IntentBuilder<'lobby:join'>,
  reply: (answer: LobbyAck) => void,
  deps: LobbyGatewayDeps,
): Promise<void> {
  let answer: LobbyAck | undefined;
  try {
    answer = await apply(
      socket,
      payload,
      build,
      { onSettled: reply, beforeCommit: () => deps.channel.subscribe(socket, payload.roomId) },
      deps,
    );
  } finally {
    if (!answer?.ok) await deps.channel.unsubscribe(socket, payload.roomId);
  }
  if (!answer.ok && answer.error.code === LOBBY_ERROR_CODES.serverFull) deps.overload.count('join');
  reply(answer);
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
