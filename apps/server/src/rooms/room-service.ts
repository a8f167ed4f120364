import { createRoom, lobbyView, type LobbyEvent, type PlayerProfile } from '@npat/engine';
import type { LobbyAck, LobbyError } from '@npat/protocol';
import { JoinCodeTakenError, type RoomsRepository } from '../storage/rooms-repository.ts';
import { createKeyedQueue } from './keyed-queue.ts';
import { serverRefusals } from './lobby-errors.ts';
import { runLobbyIntent, type LobbyIntent } from './lobby-intents.ts';
import type { RoomChannel } from './room-channel.ts';
import { newJoinCode, newRoomId } from './room-ids.ts';
import { decodeSnapshot, encodeSnapshot, newSnapshot, roomPhase, type LoadedRoom } from './room-snapshot.ts';
import { toDecision, writeRoom, type Decide, type WriteResult } from './room-writer.ts';
import { closeAbandoned, presenceDecision } from './room-upkeep.ts';

/** Draws of a join code before giving up; with 32^6 codes a second draw is already rare. */
const JOIN_CODE_DRAWS = 10;

export type CreateRoomResult =
  | { readonly ok: true; readonly roomId: string; readonly joinCode: string }
  | { readonly ok: false; readonly error: LobbyError };

/** Callbacks around one intent, for the transport that carried it. */
export interface IntentHooks {
  /** Runs once the rules accepted the intent, before it is committed (again, if the write is retried). */
  readonly beforeCommit?: () => Promise<void> | void;
  /** Runs after the commit (or the refusal) and before the broadcast: acknowledge the sender here. */
  readonly onSettled?: (ack: LobbyAck) => void;
}

/** A room as read for a lookup, with its id. */
export interface FoundRoom extends LoadedRoom {
  readonly id: string;
}

/**
 * The one path for every change of a room: one room at a time on this node (a queue per room), the
 * engine decides, one transaction commits (retried if another node wrote first), then the sender is
 * acknowledged, then everyone in the room gets the new view.
 */
export interface RoomService {
  /** Creates a room in LOBBY with `host` in slot 1, checking `form` against gameCreationSchema. */
  create(host: PlayerProfile, form: unknown): Promise<CreateRoomResult>;
  /** Applies a lobby intent of `uid`; the ack carries the committed view or the refusal. */
  apply(roomId: string, uid: string, intent: LobbyIntent, hooks?: IntentHooks): Promise<LobbyAck>;
  /** Sets the away marks of `uids` (default: everyone in the room) from the sockets in the room now. */
  syncPresence(roomId: string, uids?: readonly string[]): Promise<void>;
  /** Closes the room if nobody is connected to it; otherwise marks it active. True when it closed. */
  closeIfAbandoned(roomId: string): Promise<boolean>;
  /** Takes `uid` out of every open room they sit in (a guest about to be deleted). */
  leaveOpenRooms(uid: string): Promise<void>;
  find(roomId: string): Promise<FoundRoom | undefined>;
  findOpenByJoinCode(joinCode: string): Promise<FoundRoom | undefined>;
  /** Resolves once every queued change has finished; for shutdown. */
  idle(): Promise<void>;
}

export interface RoomServiceDeps {
  readonly rooms: RoomsRepository;
  readonly channel: RoomChannel;
  readonly now: () => number;
}

export function createRoomService({ rooms, channel, now }: RoomServiceDeps): RoomService {
  const queue = createKeyedQueue();

  /** The whole path for one change, inside the room's queue. */
  const change = (roomId: string, decide: Decide, hooks: IntentHooks = {}) =>
    queue.run(roomId, async (): Promise<WriteResult> => {
      const result = await writeRoom(rooms, roomId, decide, now, hooks.beforeCommit);
      hooks.onSettled?.(result.ok ? { ok: true, view: lobbyView(result.snapshot.lobby) } : result);
      if (result.ok && result.committed) publish(roomId, result);
      return result;
    });

  const publish = (roomId: string, { snapshot, events }: Extract<WriteResult, { ok: true }>) => {
    const kicked = uidsOf(events, 'player-kicked');
    channel.publish(roomId, lobbyView(snapshot.lobby), kicked);
    for (const uid of kicked) channel.removeUser(roomId, uid, { kicked: true });
    for (const uid of uidsOf(events, 'player-left')) channel.removeUser(roomId, uid, { kicked: false });
  };

  const found = (id: string, record: { snapshot: string; version: number } | undefined) =>
    record && { id, snapshot: decodeSnapshot(record.snapshot), version: record.version };

  return {
    async create(host, form) {
      for (let draw = 0; draw < JOIN_CODE_DRAWS; draw += 1) {
        const time = now();
        const outcome = createRoom(
          { roomId: newRoomId(), joinCode: newJoinCode(), host, settings: form },
          time,
        );
        if (!outcome.ok) return outcome;
        const { roomId, joinCode } = outcome.state;
        const snapshot = newSnapshot(outcome.state);
        try {
          await rooms.create({
            id: roomId,
            joinCode,
            phase: roomPhase(snapshot),
            snapshot: encodeSnapshot(snapshot),
            time,
            events: outcome.events.map((event) => ({ type: event.type, payload: JSON.stringify(event) })),
            members: [host.uid],
          });
          return { ok: true, roomId, joinCode };
        } catch (error) {
          if (!(error instanceof JoinCodeTakenError)) throw error;
        }
      }
      return { ok: false, error: serverRefusals.busy() };
    },

    async apply(roomId, uid, intent, hooks) {
      const result = await change(roomId, decideIntent(uid, intent), hooks);
      return result.ok ? { ok: true, view: lobbyView(result.snapshot.lobby) } : result;
    },

    async syncPresence(roomId, uids) {
      await change(roomId, presenceDecision(channel, roomId, uids));
    },

    async closeIfAbandoned(roomId) {
      const result = await change(roomId, closeAbandoned(channel, rooms, roomId));
      return result.ok && result.committed && result.snapshot.lobby.closedAt !== null;
    },

    async leaveOpenRooms(uid) {
      for (const roomId of await rooms.openRoomsOf(uid))
        await change(roomId, decideIntent(uid, { type: 'leave' }));
    },

    find: async (roomId) => found(roomId, await rooms.find(roomId)),
    async findOpenByJoinCode(joinCode) {
      const record = await rooms.findOpenByJoinCode(joinCode);
      return record && found(record.id, record);
    },
    idle: () => queue.idle(),
  };
}

/** The decision of the engine's rules on one intent of `uid`. */
function decideIntent(uid: string, intent: LobbyIntent): Decide {
  return ({ snapshot }, time) => {
    const outcome = runLobbyIntent(snapshot.lobby, uid, intent, time);
    return toDecision(snapshot, outcome, outcome.game);
  };
}

function uidsOf(events: readonly LobbyEvent[], type: 'player-kicked' | 'player-left'): string[] {
  return events.flatMap((event) => (event.type === type ? [event.uid] : []));
}
