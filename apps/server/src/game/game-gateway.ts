import { GAME_MOVES, type GameIntent } from '@npat/engine';
import {
  clockPingSchema,
  gameIntentSchemas,
  type ClockPong,
  type DraftAck,
  type GameMoveName,
} from '@npat/protocol';
import type { z } from 'zod';
import { intentCatalogue } from '../realtime/intent-catalogue.ts';
import type { IntentRegistry } from '../realtime/intent-registry.ts';
import type { AppSocket } from '../realtime/socket-server.ts';
import type { RoomChannel } from '../room-pipeline/room-channel.ts';
import type { GameAckResult, GameService } from './game-service.ts';
import { playAgain, type PlayAgainDeps } from './play-again.ts';

export interface GameGatewayDeps {
  readonly service: GameService;
  readonly channel: Pick<RoomChannel, 'subscribe'>;
  readonly playAgain: PlayAgainDeps;
  readonly now: () => number;
}

type Answer = GameAckResult | DraftAck;

/**
 * The socket side of the game, kept thin: each payload is checked with its schema from
 * packages/protocol (by the intent registry: a malformed one changes nothing and gets
 * `invalid-request`), then handed to the game service as the socket's own user (never a uid from the
 * payload: a player only ever writes their own answers and votes), and acknowledged once committed.
 * The intents are the engine's table (`GAME_MOVES`), registered in one loop under their wire names. Presence on disconnect is the room pipeline's: it covers every `room:` channel, games included.
 */
export function registerGameGateway(intents: IntentRegistry, deps: GameGatewayDeps): void {
  const register = intentCatalogue<typeof gameIntentSchemas, Answer>(intents, gameIntentSchemas);

  register('game:join', ({ socket, payload: { roomId }, reply, acknowledged }) =>
    // Subscribed only once the engine accepted the join, before its commit: a presence check on
    // another node then sees this socket, and a refused join never listens to the room.
    deps.service.join(
      roomId,
      spectatorProfile(socket),
      () => deps.channel.subscribe(socket, roomId),
      reply,
      senderOf(socket, acknowledged),
    ),
  );
  register('game:play-again', ({ socket, payload: { roomId }, reply }) =>
    playAgain(deps.playAgain, roomId, uid(socket), reply),
  );
  register('game:save-answer', ({ socket, payload, reply, acknowledged }) =>
    // The sender holds what it typed and its ack says it was saved.
    deps.service.saveDraft(payload.roomId, uid(socket), payload, reply, senderOf(socket, acknowledged)),
  );
  // Every other intent of the engine's table, as it stands there: the payload goes to its rule as sent.
  for (const name of Object.keys(GAME_MOVES) as GameMoveName[]) {
    if (name === 'game:save-answer') continue;
    register(name, ({ socket, payload, reply, acknowledged }) =>
      deps.service.apply(
        payload.roomId,
        uid(socket),
        { name, payload } as GameIntent,
        reply,
        senderOf(socket, acknowledged),
      ),
    );
  }

  intents.register<z.infer<typeof clockPingSchema>, ClockPong>('clock:ping', {
    schema: clockPingSchema,
    // A malformed ping is not answered, as before: the client's measurement skips it.
    refuseInvalid: () => undefined,
    // No database and no queue: the answer must leave at once for the round trip to mean anything.
    handle: ({ reply }) => reply({ serverNow: deps.now() }),
  });
}

const uid = (socket: AppSocket) => socket.data.user.uid;

/**
 * The socket to leave out of the change's broadcast: its ack tells it everything the broadcast would
 * (its player's other tabs still get the broadcast). None when it asked for no ack.
 */
const senderOf = (socket: AppSocket, acknowledged: boolean) => (acknowledged ? socket.id : undefined);

/**
 * Who the socket's user is, as a spectator list shows them (a player's own entry comes from the lobby). An
 * account without an avatar has none there; the web saves one before anyone reaches a room.
 */
function spectatorProfile(socket: AppSocket) {
  const { uid, displayName, photoURL } = socket.data.user;
  return { uid, displayName, photoURL: photoURL ?? '' };
}
