import type { LobbyError } from '@npat/protocol';
import { serverRefusals } from '../realtime/server-refusals.ts';
import { loadRoom, roomClosedAt, type RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { Decide, WriteResult } from '../room-pipeline/room-writer.ts';
import type { RoomsRepository } from '../storage/rooms-repository.ts';
import { toDecision } from './lobby-decision.ts';
import { runLobbyIntent } from './lobby-intents.ts';

/** One open room its user hosts and has not finished. */
interface HostedRoom {
  readonly id: string;
  readonly lastActiveAt: number;
  /** A lobby with nobody but its host: closing it takes nothing from anyone else. */
  readonly emptyLobby: boolean;
}

export interface HostedRoomsDeps {
  readonly rooms: RoomsRepository;
  /** The room pipeline's one path for a change (inside the room's queue). */
  readonly change: (roomId: string, decide: Decide) => Promise<WriteResult>;
  /** How many open, unfinished rooms one user may host (HOSTED_ROOMS). */
  readonly limit: number;
}

/**
 * Keeps one user from hosting more than `limit` rooms. A player who created a room, went home and
 * created another expects the new one to work: so their oldest empty lobbies are closed to make room
 * (through the engine's own leave, so their tabs on it go home). Rooms with other players, or with a
 * game under way, are never closed for this; with only such rooms the new one is refused
 * (`too-many-rooms`). A game at its final results no longer counts: it is finished.
 */
export async function makeRoomToHost(deps: HostedRoomsDeps, uid: string): Promise<LobbyError | undefined> {
  const hosted = await hostedRooms(deps.rooms, uid);
  let over = hosted.length - deps.limit + 1;
  if (over <= 0) return undefined;
  const closable = hosted.filter((room) => room.emptyLobby).sort((a, b) => a.lastActiveAt - b.lastActiveAt);
  for (const room of closable) {
    if (await closeEmptyLobby(deps, room.id, uid)) over -= 1;
    if (over <= 0) return undefined;
  }
  return serverRefusals.tooManyRooms();
}

async function hostedRooms(rooms: RoomsRepository, uid: string): Promise<HostedRoom[]> {
  const hosted: HostedRoom[] = [];
  // The rooms they sit in: a handful for a player, and creations per minute bound it for anyone else.
  for (const id of await rooms.openRoomsOf(uid)) {
    const record = await rooms.find(id);
    if (record === undefined) continue;
    const { snapshot } = loadRoom(record);
    if (!hosts(snapshot, uid)) continue;
    hosted.push({ id, lastActiveAt: record.lastActiveAt, emptyLobby: isEmptyLobby(snapshot, uid) });
  }
  return hosted;
}

/** Whether `uid` hosts the room and it is neither closed nor finished. */
function hosts(snapshot: RoomSnapshot, uid: string): boolean {
  if (roomClosedAt(snapshot) !== null) return false;
  const { game, lobby } = snapshot;
  if (game !== null) return game.hostUid === uid && game.phase !== 'FINAL_RESULTS';
  return lobby.slots.some((slot) => slot.isHost && slot.uid === uid);
}

function isEmptyLobby(snapshot: RoomSnapshot, uid: string): boolean {
  const { slots } = snapshot.lobby;
  return snapshot.game === null && slots.length === 1 && slots[0]?.uid === uid;
}

/** Lets the host leave their empty lobby, which closes it; false when someone came in meanwhile. */
async function closeEmptyLobby(deps: HostedRoomsDeps, roomId: string, uid: string): Promise<boolean> {
  const result = await deps.change(roomId, ({ snapshot }, time) => {
    if (roomClosedAt(snapshot) !== null || !isEmptyLobby(snapshot, uid)) return { kind: 'keep' };
    return toDecision(snapshot, runLobbyIntent(snapshot.lobby, uid, { type: 'leave' }, time));
  });
  return result.ok && roomClosedAt(result.snapshot) !== null;
}
