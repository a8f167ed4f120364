/** The code a full server refuses a new room or a new player with. */
export const SERVER_FULL = 'server-full';

/**
 * Rooms that never started because the server was full: refused `POST /api/rooms` (503, Retry-After)
 * or a refused `lobby:join`. They are the server protecting its players, not errors.
 */
export interface RefusedStarts {
  rooms: number;
  players: number;
  /** The Retry-After values the server sent (seconds), a few. */
  retryAfter: string[];
}

export function noRefusedStarts(): RefusedStarts {
  return { rooms: 0, players: 0, retryAfter: [] };
}

/** Thrown while seating a room the server refused; the room is counted, the run goes on. */
export class ServerFullError extends Error {
  constructor(
    what: string,
    readonly retryAfter: string | undefined,
  ) {
    super(`${what}: the server is full`);
    this.name = 'ServerFullError';
  }
}

/** Whether an HTTP error body (`{ code, message }`) is the full server's refusal. */
export function isServerFullBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'code' in parsed && parsed.code === SERVER_FULL;
  } catch {
    return false;
  }
}
