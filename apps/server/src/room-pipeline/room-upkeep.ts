import type { RoomsRepository } from '../storage/rooms-repository.ts';
import type { RoomChannel } from './room-channel.ts';
import { phaseOf, type RoomPhase } from './room-phase.ts';
import { roomClosedAt } from './room-snapshot.ts';
import type { Decide } from './room-writer.ts';

// Changes the server makes on its own, from what it sees of the connections, not from an intent.
// The sockets are looked at inside the room's queue and again on every retry, so a player who
// (re)joins meanwhile is seen: their join commits before or after, never in between.

/**
 * Marks each of `uids` (default: everyone in the room) away or back, as the sockets in the room say
 * now on all nodes (docs/product/rules.md#presence). The phase that runs the room decides whose marks those
 * are: the lobby's slots, or once a game runs, its players (the lobby's marks no longer show anywhere).
 */
export function presenceDecision(
  channel: Pick<RoomChannel, 'connectedUids'>,
  phases: readonly RoomPhase[],
  roomId: string,
  uids?: readonly string[],
): Decide {
  return async ({ snapshot }, now) => {
    if (roomClosedAt(snapshot) !== null) return { kind: 'keep' };
    const connected = await channel.connectedUids(roomId);
    return phaseOf(phases, snapshot)?.presence(snapshot, connected, uids, now) ?? { kind: 'keep' };
  };
}

/**
 * Closes a room nobody is connected to (docs/product/rules.md#closing-a-room): the phase that runs it lets
 * every player leave, through the same rule as leaving on purpose, so the last one out closes it. A room with
 * someone connected is marked active instead, so the idle sweep passes it over for another while.
 */
export function closeAbandoned(
  channel: Pick<RoomChannel, 'connectedUids'>,
  phases: readonly RoomPhase[],
  rooms: RoomsRepository,
  roomId: string,
): Decide {
  return async ({ snapshot }, now) => {
    if (roomClosedAt(snapshot) !== null) return { kind: 'keep' };
    if ((await channel.connectedUids(roomId)).size > 0) {
      await rooms.touch(roomId, now);
      return { kind: 'keep' };
    }
    return phaseOf(phases, snapshot)?.abandon(snapshot, now) ?? { kind: 'keep' };
  };
}
