import { leaveRoom, setSlotPresence, type LobbyOutcome } from '@npat/engine';
import { gameLeave, gamePresence, hasGame } from '../game/game-upkeep.ts';
import type { RoomsRepository } from '../storage/rooms-repository.ts';
import { andThen } from './lobby-intents.ts';
import type { RoomChannel } from './room-channel.ts';
import { roomClosedAt } from './room-snapshot.ts';
import { toDecision, type Decide } from './room-writer.ts';

// Changes the server makes on its own, from what it sees of the connections, not from an intent.
// The sockets are looked at inside the room's queue and again on every retry, so a player who
// (re)joins meanwhile is seen: their join commits before or after, never in between.

/**
 * Marks each of `uids` (default: everyone in the room) away or back, as the sockets in the room say
 * now on all nodes (game-design §8). Players without a slot are passed over. Once a game runs, its
 * players are marked instead: the lobby's marks no longer show anywhere.
 */
export function presenceDecision(channel: RoomChannel, roomId: string, uids?: readonly string[]): Decide {
  return async ({ snapshot }, now) => {
    const { lobby } = snapshot;
    if (roomClosedAt(snapshot) !== null) return { kind: 'keep' };
    const connected = await channel.connectedUids(roomId);
    if (hasGame(snapshot)) return gamePresence(snapshot, connected, uids, now);
    let outcome: LobbyOutcome = { ok: true, state: lobby, events: [] };
    for (const { uid } of lobby.slots) {
      if (uids !== undefined && !uids.includes(uid)) continue;
      outcome = andThen(outcome, (state) =>
        setSlotPresence(state, { uid, connected: connected.has(uid) }, now),
      );
    }
    return toDecision(snapshot, outcome);
  };
}

/**
 * Closes a room nobody is connected to (game-design §8): every player leaves, through the same rule as
 * leaving on purpose, so the last one out closes it. A room with someone connected is marked active
 * instead, so the idle sweep passes it over for another while.
 */
export function closeAbandoned(channel: RoomChannel, rooms: RoomsRepository, roomId: string): Decide {
  return async ({ snapshot }, now) => {
    const { lobby } = snapshot;
    if (roomClosedAt(snapshot) !== null) return { kind: 'keep' };
    if ((await channel.connectedUids(roomId)).size > 0) {
      await rooms.touch(roomId, now);
      return { kind: 'keep' };
    }
    // A game ends when its last player leaves it (GAME-COMPLETED), which closes the room.
    if (hasGame(snapshot)) return gameLeave(snapshot, undefined, now);
    let outcome: LobbyOutcome = { ok: true, state: lobby, events: [] };
    for (const { uid } of lobby.slots) outcome = andThen(outcome, (state) => leaveRoom(state, { uid }, now));
    return toDecision(snapshot, outcome);
  };
}
