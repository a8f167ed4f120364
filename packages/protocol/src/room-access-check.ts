import { ROOM_PHASES, type RoomPhase } from './room-phases.ts';
import type { RoomAccess } from './rooms-api.ts';
import type { ResponseCheck } from './user-check.ts';

const isPhase = (value: unknown): value is RoomPhase =>
  typeof value === 'string' && (ROOM_PHASES as readonly string[]).includes(value);

/**
 * The room guard's answer (GET ROOM_ROUTES.access), checked without zod so a room link's guard asks the server
 * before any schema has loaded (docs/decisions/024-route-splitting-and-bundle-budgets.md). It accepts exactly
 * what roomAccessSchema accepts and drops the keys it does not know (room-access-check.test.ts).
 */
export const roomAccessCheck: ResponseCheck<RoomAccess> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { success: false };
    const { roomId, phase, inSlot, canWatch } = value as Record<string, unknown>;
    if (
      typeof roomId !== 'string' ||
      !isPhase(phase) ||
      typeof inSlot !== 'boolean' ||
      typeof canWatch !== 'boolean'
    )
      return { success: false };
    return { success: true, data: { roomId, phase, inSlot, canWatch } };
  },
};
