import {
  createRoomResponseSchema,
  joinByCodeResponseSchema,
  roomAccessSchema,
  ROOM_ROUTES,
  type CreateRoomResponse,
  type GameCreation,
  type RoomAccess,
} from '@npat/protocol';
import { ApiError, apiRequest } from './api';

// One function per HTTP route of the rooms API (packages/protocol/src/rooms-api.ts); everything that
// happens inside a room goes over the socket instead.

/** Creates a room with the host in slot 1. */
export async function createRoom(body: GameCreation): Promise<CreateRoomResponse> {
  return apiRequest(ROOM_ROUTES.create, { method: 'POST', body, schema: createRoomResponseSchema });
}

/** The room behind a join code; refusals (unknown code, full room, too many tries) throw ApiError. */
export async function joinRoomByCode(code: string): Promise<string> {
  const { roomId } = await apiRequest(ROOM_ROUTES.joinByCode, {
    method: 'POST',
    body: { code },
    schema: joinByCodeResponseSchema,
  });
  return roomId;
}

/**
 * What the route guards need to know about a room, or null when there is no such room. A malformed id
 * (400) is no room either; any other failure throws.
 */
export async function fetchRoomAccess(roomId: string): Promise<RoomAccess | null> {
  try {
    return await apiRequest(ROOM_ROUTES.access(roomId), { schema: roomAccessSchema });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
