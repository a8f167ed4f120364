import type { Repositories } from '../storage/repositories.ts';
import type { RoomRecord, RoomsRepository } from '../storage/rooms-repository.ts';
import { createKeyedQueue } from './keyed-queue.ts';
import { createRoomCache, DEFAULT_ROOM_CACHE } from './room-cache.ts';
import type { RoomChannel } from './room-channel.ts';
import type { RoomPhase } from './room-phase.ts';
import { loadRoom, roomClosedAt, type LoadedRoom } from './room-snapshot.ts';
import { writeRoom, type Decide, type Refusal, type WriteResult } from './room-writer.ts';
import { closeAbandoned, presenceDecision } from './room-upkeep.ts';

/** The socket whose ack carries the committed view: listeners need not send it that view again. */
export interface ChangeSender {
  readonly uid: string;
  readonly socketId: string;
}

/** Callbacks around one change of `change`. */
export interface ChangeHooks<E extends Refusal> {
  /** Set only when the sender's ack carries the committed view and the sender keeps it. */
  readonly sender?: ChangeSender | undefined;
  /** Runs once the decision accepted the change, before it is committed (again, if the write is retried). */
  readonly beforeCommit?: () => Promise<void> | void;
  /** Runs after the commit (or the refusal) and before anyone else is told: acknowledge the sender here. */
  readonly onSettled?: (result: WriteResult<E>) => void;
}

/** A committed change of a room, as commit listeners get it. */
export type CommittedChange = Extract<WriteResult<Refusal>, { ok: true }>;

/** Told of every committed change, after the sender's ack; `sender` as the change's hooks named it. */
export type CommitListener = (roomId: string, change: CommittedChange, sender?: ChangeSender) => void;

/** A room as read for a lookup, with its id. */
export interface FoundRoom extends LoadedRoom {
  readonly id: string;
}

/**
 * The one path for every change of a room: one room at a time on this node (a queue per room), the
 * phase's rules decide, one transaction commits (retried if another node wrote first), then the sender
 * is acknowledged, then the commit listeners tell everyone in the room (the lobby's views, the game's).
 * It knows rooms as stored, not what the lobby or the game make of them: those plug in as commit
 * listeners and as the room's phases (room-phase.ts).
 */
export interface RoomService {
  /**
   * Every change through the one path (the lobby's intents, the game's intents and timers): `decide`
   * runs in the room's queue on the row as read, the result is committed, `onSettled` hears it, then
   * the commit listeners do.
   */
  change<E extends Refusal>(
    roomId: string,
    decide: Decide<E>,
    hooks?: ChangeHooks<E>,
  ): Promise<WriteResult<E>>;
  /**
   * Runs `task` after the tasks queued before it under `key`, on this node (e.g. one room creation at
   * a time per host); keys of the form `host:<uid>` never meet a room's id. `idle` waits for it too.
   */
  exclusive<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Adds a listener told of every committed change, after the sender's ack (the lobby's and the game's broadcasts). */
  onCommitted(listener: CommitListener): void;
  /** Sets the away marks of `uids` (default: everyone in the room) from the sockets in the room now. */
  syncPresence(roomId: string, uids?: readonly string[]): Promise<void>;
  /** Closes the room if nobody is connected to it; otherwise marks it active. True when it closed. */
  closeIfAbandoned(roomId: string): Promise<boolean>;
  find(roomId: string): Promise<FoundRoom | undefined>;
  findOpenByJoinCode(joinCode: string): Promise<FoundRoom | undefined>;
  /** Resolves once every queued change has finished; for shutdown. */
  idle(): Promise<void>;
}

export interface RoomServiceDeps {
  readonly rooms: RoomsRepository;
  /** For changes that write more than the room in its transaction (a finished game's results). */
  readonly transaction: Repositories['transaction'];
  readonly channel: Pick<RoomChannel, 'connectedUids'>;
  /** The parts that run a room in turn (the lobby, then the game), for the changes the server makes itself. */
  readonly phases: readonly RoomPhase[];
  readonly now: () => number;
}

export function createRoomService(deps: RoomServiceDeps): RoomService {
  const { rooms, transaction, channel, phases, now } = deps;
  const queue = createKeyedQueue();
  // Only touched inside the room's queue, so a room's copy always follows this node's own commits.
  const cache = createRoomCache({ ...DEFAULT_ROOM_CACHE, now: Date.now });
  const store = { rooms, transaction };
  const listeners: CommitListener[] = [];

  /** The whole path for one change, inside the room's queue. */
  const change = <E extends Refusal>(roomId: string, decide: Decide<E>, hooks: ChangeHooks<E> = {}) =>
    queue.run(roomId, async (): Promise<WriteResult<E>> => {
      const result = await writeRoom(store, cache, roomId, decide, now, hooks.beforeCommit);
      hooks.onSettled?.(result);
      if (result.ok && result.committed) {
        for (const listener of listeners) listener(roomId, result, hooks.sender);
      }
      return result;
    });

  const found = (id: string, record: RoomRecord | undefined) => record && { id, ...loadRoom(record) };

  return {
    change,
    exclusive: (key, task) => queue.run(key, task),
    onCommitted: (listener) => void listeners.push(listener),

    async syncPresence(roomId, uids) {
      await change(roomId, presenceDecision(channel, phases, roomId, uids));
    },

    async closeIfAbandoned(roomId) {
      const result = await change(roomId, closeAbandoned(channel, phases, rooms, roomId));
      return result.ok && result.committed && roomClosedAt(result.snapshot) !== null;
    },

    find: async (roomId) => found(roomId, await rooms.find(roomId)),
    async findOpenByJoinCode(joinCode) {
      const record = await rooms.findOpenByJoinCode(joinCode);
      return record && found(record.id, record);
    },
    idle: () => queue.idle(),
  };
}
