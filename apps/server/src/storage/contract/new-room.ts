import { randomBytes } from 'node:crypto';
import type { NewRoom } from '../rooms-repository.ts';

/** The contracts' moment zero: a fixed time, so stored times compare exactly. */
export const CONTRACT_T0 = 1_700_000_000_000;

/** A room no other test of the group uses, with a join code of its own unless given. */
export function newRoom(overrides: Partial<NewRoom> = {}): NewRoom {
  const id = randomBytes(16).toString('base64url');
  return {
    id,
    joinCode: randomBytes(3).toString('hex').toUpperCase(),
    phase: 'LOBBY',
    snapshot: JSON.stringify({ lobby: { roomId: id }, game: null }),
    time: CONTRACT_T0,
    events: [{ type: 'room-created', payload: '{"type":"room-created","uid":"host"}' }],
    members: ['host'],
    ...overrides,
  };
}
