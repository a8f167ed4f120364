// Zod-free: the banner that reads this sits on every page, so its check must not bring the schemas along.
import type { ResponseCheck } from './user-check.ts';

/** A game the signed-in player sits in and has not finished: the way back to it. */
export interface RunningGame {
  readonly roomId: string;
  /** The round being played (1-based) and how many the game has. */
  readonly round: number;
  readonly rounds: number;
}

/** GET ROOM_ROUTES.runningGame: the player's running game, or null when they have none. */
export interface RunningGameResponse {
  readonly game: RunningGame | null;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000;

function runningGameFrom(value: unknown): RunningGame | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { roomId, round, rounds } = value as Record<string, unknown>;
  if (typeof roomId !== 'string' || roomId === '' || !isCount(round) || !isCount(rounds)) return undefined;
  return { roomId, round, rounds };
}

/** The answer of GET ROOM_ROUTES.runningGame, checked; unknown keys are dropped. */
export const runningGameCheck: ResponseCheck<RunningGameResponse> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { success: false };
    const { game } = value as Record<string, unknown>;
    if (game === null) return { success: true, data: { game: null } };
    const running = runningGameFrom(game);
    return running === undefined ? { success: false } : { success: true, data: { game: running } };
  },
};
