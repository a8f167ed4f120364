import { roomAccessCheck, ROOM_ROUTES, type RoomAccess } from '@npat/protocol';
import { ApiError, apiRequest } from './api';

/**
 * What the route guards need to know about a room, or null when there is no such room. A malformed id
 * (400) is no room either; any other failure throws. Zod-free and in the first scripts, so a room link asks
 * the server at once rather than after the schemas have loaded.
 */
export async function fetchRoomAccess(roomId: string): Promise<RoomAccess | null> {
  try {
    return await apiRequest(ROOM_ROUTES.access(roomId), { schema: roomAccessCheck });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
