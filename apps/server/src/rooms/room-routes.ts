import { joinRoom } from '@npat/engine';
import {
  API_ERROR_CODES,
  AUTH_ERROR_CODES,
  gameCreationSchema,
  joinCodeSchema,
  LOBBY_ERRORS,
  LOBBY_ERROR_CODES,
  parseUntrusted,
  ROOM_ROUTES,
  VALIDATION,
  type AuthError,
  type CreateRoomResponse,
  type LobbyError,
  type RoomAccess,
  withLanguageDefaults,
} from '@npat/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { identityErrors } from '../identity/identity-error.ts';
import { registerIdentityErrorHandler } from '../identity/identity-error-handler.ts';
import { parseBody } from '../identity/parse-body.ts';
import type { Identity } from '../identity/register-identity.ts';
import { signedInUser } from '../identity/require-user.ts';
import { RETRY_AFTER_SECONDS, type OverloadGate } from '../overload/overload-gate.ts';
import type { RoomService } from '../room-pipeline/room-service.ts';
import { roomPhase, type RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { JoinCodeLimits } from './join-code-limits.ts';
import type { RoomCreationLimit } from './room-creation-limit.ts';
import { playerProfile } from './player-profile.ts';
import { canWatch } from './watch-trial.ts';
import type { LobbyService } from './lobby-service.ts';

/** ROOM_ROUTES.access as a route pattern. */
export const ROOM_ACCESS_ROUTE = '/api/rooms/:roomId';

/** The body of join-by-code: a missing or non-text code is as wrong as a mistyped one. */
const joinByCodeBodySchema = z.object({ code: joinCodeSchema });

export interface RoomRoutesDeps {
  readonly service: LobbyService;
  /** Where rooms are looked up (by id, by join code). */
  readonly rooms: Pick<RoomService, 'find' | 'findOpenByJoinCode'>;
  readonly identity: Identity;
  readonly limits: JoinCodeLimits;
  readonly creations: RoomCreationLimit;
  /** While the node is full, new rooms and new players are refused (`server-full`, 503). */
  readonly overload: OverloadGate;
  readonly now: () => number;
}

/**
 * The HTTP side of rooms (ROOM_ROUTES): create, resolve a join code, and the route guards' access
 * check. Taking a seat happens over the socket (`lobby:join`), the same way for a code, a link or a URL.
 * Errors answer like identity's: `{ code, message, fieldErrors? }`.
 */
export async function registerRoomRoutes(app: FastifyInstance, deps: RoomRoutesDeps): Promise<void> {
  const { service, rooms, identity, limits, overload, now } = deps;
  await app.register(async (scope) => {
    registerIdentityErrorHandler(scope);

    scope.post(ROOM_ROUTES.create, { preHandler: identity.requireUser }, async (request, reply) => {
      // First of all: a full node reads no form and takes nothing of the user's creations per minute.
      if (!overload.acceptsNewRooms()) return sendServerFull(reply, overload.refused('start'));
      // A request naming a language but no letters or categories gets the language's (Stadt, Land, Fluss…).
      const form = parseBody(gameCreationSchema, withLanguageDefaults(request.body));
      const user = signedInUser(request);
      await deps.creations.hit(user.uid);
      const created = await service.create(playerProfile(user), form);
      if (!created.ok) return sendRefusal(reply, created.error);
      return reply
        .code(201)
        .send({ roomId: created.roomId, joinCode: created.joinCode } satisfies CreateRoomResponse);
    });

    scope.post(ROOM_ROUTES.joinByCode, { preHandler: identity.requireUser }, async (request, reply) => {
      const user = signedInUser(request);
      const guess = await limits.reserveGuess(request.ip, user.uid);
      const body = parseUntrusted(joinByCodeBodySchema, request.body ?? {});
      const room = body.success ? await rooms.findOpenByJoinCode(body.data.code) : undefined;
      if (room === undefined)
        throw identityErrors.validation(VALIDATION.gameCodeInvalid, { code: VALIDATION.gameCodeInvalid });
      await guess.giveBack();
      // Someone already in the room comes back (a reload, a second device); only a newcomer waits.
      if (!overload.acceptsNewRooms() && !isInRoom(room.snapshot, user.uid))
        return sendServerFull(reply, overload.refused('join'));
      // The engine's own join rule, tried on the snapshot and not stored: the seat is taken over the socket.
      const trial = joinRoom(room.snapshot.lobby, user.uid, playerProfile(user), now());
      // A game that has started takes newcomers as spectators (docs/product/rules.md#late-join).
      const watching = !trial.ok && trial.error.code === LOBBY_ERROR_CODES.gameStarted;
      if (watching && canWatch(room.snapshot, user, now())) return { roomId: room.id };
      if (!trial.ok) return sendRefusal(reply, trial.error, 'code');
      return { roomId: room.id };
    });

    scope.get<{ Params: { roomId: string } }>(
      ROOM_ACCESS_ROUTE,
      { preHandler: identity.optionalUser },
      async (request, reply) => {
        // The guard decides from this; a cached answer could let a removed player back in.
        reply.header('cache-control', 'no-store');
        const room = await rooms.find(request.params.roomId);
        if (room === undefined)
          return reply.code(404).send({ code: API_ERROR_CODES.notFound, message: LOBBY_ERRORS.roomNotFound });
        const user = request.user ?? null;
        const inSlot = user !== null && holdsSeat(room.snapshot, user.uid);
        return {
          roomId: room.id,
          phase: roomPhase(room.snapshot),
          inSlot,
          canWatch: user !== null && !inSlot && canWatch(room.snapshot, user, now()),
        } satisfies RoomAccess;
      },
    );
  });
}

/** Whether `uid` sits in the room: in its lobby, or once a game runs, as a player who has not left it. */
function holdsSeat(snapshot: RoomSnapshot, uid: string): boolean {
  if (snapshot.game !== null)
    return snapshot.game.players.some((player) => player.uid === uid && !player.left);
  return snapshot.lobby.slots.some((slot) => slot.uid === uid);
}

/** Whether `uid` is in the room already: in a seat, or watching its game. */
function isInRoom(snapshot: RoomSnapshot, uid: string): boolean {
  return (
    holdsSeat(snapshot, uid) || (snapshot.game?.spectators.some((watcher) => watcher.uid === uid) ?? false)
  );
}

/** A full node's refusal: 503 with Retry-After, so a client (or a balancer) knows when to come back. */
function sendServerFull(reply: FastifyReply, error: LobbyError): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ code: error.code, message: error.message } satisfies AuthError);
}

/** HTTP status of each refusal the routes can meet. */
function statusOf(error: LobbyError): number {
  if (error.code === LOBBY_ERROR_CODES.invalidSettings) return 400;
  if (error.code === LOBBY_ERROR_CODES.busy) return 503;
  return 409;
}

/** Answers a lobby refusal; its message also goes under `field` (the engine's, or the form's). */
function sendRefusal(reply: FastifyReply, error: LobbyError, field = error.field): FastifyReply {
  const code = error.code === LOBBY_ERROR_CODES.invalidSettings ? AUTH_ERROR_CODES.validation : error.code;
  const body: AuthError = {
    code,
    message: error.message,
    ...(field !== undefined && { fieldErrors: { [field]: error.message } }),
  };
  return reply.code(statusOf(error)).send(body);
}
