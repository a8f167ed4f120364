import {
  createRoomResponseSchema,
  joinByCodeResponseSchema,
  ROOM_ROUTES,
  type CreateRoomResponse,
  type GameCreation,
} from '@npat/protocol';
import { apiRequest } from './api';

// One function per HTTP route of the rooms API (packages/protocol/src/rooms-api.ts); everything that
// happens inside a room goes over the socket instead. The route guards' read is in room-access.ts.

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
