import { ROOM_ROUTES, type RunningGame, type RunningGameResponse } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../identity/register-identity.ts';
import { signedInUser } from '../identity/require-user.ts';
import type { RoomService } from '../room-pipeline/room-service.ts';
import { roomClosedAt, type RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { RoomsRepository } from '../storage/rooms-repository.ts';

export interface RunningGameRouteDeps {
  readonly identity: Identity;
  /** The open rooms a user holds a slot in. */
  readonly rooms: Pick<RoomsRepository, 'openRoomsOf'>;
  /** Where a room is read (through the room cache). */
  readonly pipeline: Pick<RoomService, 'find'>;
}

/**
 * GET ROOM_ROUTES.runningGame: the way back to a game the player closed the tab on. Only a game they are
 * still in counts (not a lobby, not one they left, not its final results: a game is over for them then).
 */
export function registerRunningGameRoute(app: FastifyInstance, deps: RunningGameRouteDeps): void {
  app.get(ROOM_ROUTES.runningGame, { preHandler: deps.identity.requireUser }, async (request, reply) => {
    const { uid } = signedInUser(request);
    // Whether it still runs changes with every phase: never from a cache.
    reply.header('cache-control', 'no-store');
    let newest: { game: RunningGame; startedAt: number } | undefined;
    // A player sits in a handful of open rooms at most (a user hosts at most HOSTED_ROOMS).
    for (const roomId of await deps.rooms.openRoomsOf(uid)) {
      const room = await deps.pipeline.find(roomId);
      const running = room && runningGameOf(room.snapshot, room.id, uid);
      if (running && (newest === undefined || running.startedAt > newest.startedAt)) newest = running;
    }
    return { game: newest?.game ?? null } satisfies RunningGameResponse;
  });
}

function runningGameOf(snapshot: RoomSnapshot, roomId: string, uid: string) {
  const { game } = snapshot;
  if (game === null || roomClosedAt(snapshot) !== null) return undefined;
  if (game.phase === 'FINAL_RESULTS' || game.phase === 'GAME-COMPLETED') return undefined;
  if (!game.players.some((player) => player.uid === uid && !player.left)) return undefined;
  return {
    game: { roomId, round: game.currentRound, rounds: game.settings.rounds },
    startedAt: game.startedAt,
  };
}
