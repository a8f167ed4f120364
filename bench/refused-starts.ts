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
  /** Presses of Start the server refused and the host pressed again after a pause. */
  startRetries: number;
  /** Rooms that played after one or more refused Starts. */
  startedLate: number;
}

export function noRefusedStarts(): RefusedStarts {
  return { rooms: 0, players: 0, retryAfter: [], startRetries: 0, startedLate: 0 };
}

/**
 * A host whose Start a full server refused waits and presses it again, as a player would, this many
 * times: the run then plays the rooms asked for unless the server stays full for about two minutes.
 */
export const START_RETRIES = 12;
/** The pause before pressing Start again, ± half of it. */
export const START_RETRY_PAUSE_MS = 10_000;

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
