import { z } from 'zod';
import { lobbyErrorSchema, lobbyViewSchema, roomPhaseSchema } from './lobby.ts';
import { roomSettingsSchema } from './settings.ts';

/**
 * The rooms API: HTTP for creating a room, resolving a join code and the route guards;
 * socket.io for everything that happens inside a lobby.
 */
export const ROOM_ROUTES = {
  /** POST gameCreationSchema (signed in) → 201 { roomId, joinCode }; the host sits in slot 1. */
  create: '/api/rooms',
  /**
   * POST { code } (signed in) → 200 { roomId } for an open lobby with a free seat. Errors: 400 with
   * fieldErrors.code = 'Enter a valid gameCode' for a malformed or unknown code, 409 room-full
   * ('This room is full'), 409 game-started, 429 after too many failed attempts.
   */
  joinByCode: '/api/rooms/join',
  /** GET → 200 RoomAccess, also without a user; 404 for an unknown room. Used by the route guards. */
  access: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}`,
} as const;

export const createRoomResponseSchema = z.object({ roomId: z.string(), joinCode: z.string() });
export const joinByCodeRequestSchema = z.object({ code: z.string() });
export const joinByCodeResponseSchema = z.object({ roomId: z.string() });

/** What the room guard needs: the room's phase and whether the signed-in user holds a slot in it. */
export const roomAccessSchema = z.object({
  roomId: z.string(),
  phase: roomPhaseSchema,
  inSlot: z.boolean(),
});

export type CreateRoomResponse = z.infer<typeof createRoomResponseSchema>;
export type RoomAccess = z.infer<typeof roomAccessSchema>;

/** Payloads of the lobby intents; every one names its room. */
const roomRef = { roomId: z.string().min(1).max(100) };
export const lobbyIntentSchemas = {
  'lobby:join': z.object(roomRef),
  'lobby:submit-categories': z.object({ ...roomRef, category1: z.string(), category2: z.string() }),
  'lobby:edit-categories': z.object(roomRef),
  'lobby:update-settings': z.object({ ...roomRef, settings: roomSettingsSchema }),
  'lobby:kick': z.object({ ...roomRef, targetUid: z.string().min(1).max(100) }),
  'lobby:leave': z.object(roomRef),
  'lobby:start': z.object(roomRef),
} as const;

export type LobbyIntentName = keyof typeof lobbyIntentSchemas;
export type LobbyIntentPayload<N extends LobbyIntentName> = z.infer<(typeof lobbyIntentSchemas)[N]>;

/** Every lobby intent is acknowledged once it is committed (or refused, with nothing changed). */
export const lobbyAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), view: lobbyViewSchema }),
  z.object({ ok: z.literal(false), error: lobbyErrorSchema }),
]);

export type LobbyAck = z.infer<typeof lobbyAckSchema>;

/** Sent to the player the host removed, on each of their sockets, before they are sent home. */
export const lobbyKickedSchema = z.object({ roomId: z.string() });
export type LobbyKicked = z.infer<typeof lobbyKickedSchema>;
