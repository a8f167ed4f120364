// Zod-free, like auth-routes.ts: the room guard reaches these paths before any schema has loaded.

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
  /**
   * GET (signed in) → 200 RunningGameResponse: the game the player sits in and has not finished (most
   * recently started first), for the "Back to your game" banner; 401 without a session.
   */
  runningGame: '/api/me/running-game',
} as const;
