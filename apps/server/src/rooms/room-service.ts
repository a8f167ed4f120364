import { applyGameIntent, createRoom, lobbyView, type PlayerProfile } from '@npat/engine';
import type { LobbyAck, LobbyError } from '@npat/protocol';
import { gameChange } from '../game/game-decision.ts';
import { startedGame } from '../game/game-start.ts';
import type { Repositories } from '../storage/repositories.ts';
import { JoinCodeTakenError, type RoomRecord, type RoomsRepository } from '../storage/rooms-repository.ts';
import { createKeyedQueue } from './keyed-queue.ts';
import { createRoomCache, DEFAULT_ROOM_CACHE } from './room-cache.ts';
import { serverRefusals } from './lobby-errors.ts';
import { runLobbyIntent, type LobbyIntent } from './lobby-intents.ts';
import type { RoomChannel } from './room-channel.ts';
import { cryptoRandom, newJoinCode, newRoomId } from './room-ids.ts';
import {
  loadRoom,
  encodeSnapshot,
  newSnapshot,
  roomClosedAt,
  roomPhase,
  type LoadedRoom,
} from './room-snapshot.ts';
import {
  toDecision,
  writeRoom,
  type Decide,
  type Decision,
  type Refusal,
  type RoomEvent,
  type WriteResult,
} from './room-writer.ts';
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
 * engine decides, one transaction commits (retried if another node wrote first), then the sender is
 * acknowledged, then everyone in the room gets the new view.
 */
export interface RoomService {
  /** Creates a room in LOBBY with `host` in slot 1, checking `form` against gameCreationSchema. */
  create(host: PlayerProfile, form: unknown): Promise<CreateRoomResult>;
  /** Applies a lobby intent of `uid`; the ack carries the committed view or the refusal. */
  apply(roomId: string, uid: string, intent: LobbyIntent, hooks?: IntentHooks): Promise<LobbyAck>;
  /**
   * Any other change through the same path (the game's intents and timers): `decide` runs in the
   * room's queue on the row as read, the result is committed, `onSettled` hears it, then the commit
   * listeners do.
   */
  change<E extends Refusal>(
    roomId: string,
    decide: Decide<E>,
    hooks?: ChangeHooks<E>,
  ): Promise<WriteResult<E>>;
  /** Adds a listener told of every committed change, after the sender's ack (the game's broadcasts and timers). */
  onCommitted(listener: CommitListener): void;
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
  /** For changes that write more than the room in its transaction (a finished game's results). */
  readonly transaction: Repositories['transaction'];
  readonly channel: RoomChannel;
  readonly now: () => number;
}

export function createRoomService({ rooms, transaction, channel, now }: RoomServiceDeps): RoomService {
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
        publish(roomId, result);
        for (const listener of listeners) listener(roomId, result, hooks.sender);
      }
      return result;
    });

  /** A lobby intent's change, acknowledged with the lobby's view. */
  const lobbyChange = (roomId: string, decide: Decide, hooks: IntentHooks = {}) =>
    change(roomId, decide, {
      ...(hooks.beforeCommit && { beforeCommit: hooks.beforeCommit }),
      onSettled: (result) => hooks.onSettled?.(lobbyAckOf(result)),
    });

  const publish = (roomId: string, { snapshot, events, lobbyChanged }: CommittedChange) => {
    // A running game's changes reach its players as their own views (game/register-game.ts).
    if (!lobbyChanged) return;
    const kicked = uidsOf(events, 'player-kicked');
    channel.publish(roomId, lobbyView(snapshot.lobby), kicked);
    for (const uid of kicked) channel.removeUser(roomId, uid, { kicked: true });
    for (const uid of uidsOf(events, 'player-left')) channel.removeUser(roomId, uid, { kicked: false });
  };

  const found = (id: string, record: RoomRecord | undefined) => record && { id, ...loadRoom(record) };

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
      return lobbyAckOf(await lobbyChange(roomId, decideIntent(uid, intent), hooks));
    },

    change,
    onCommitted: (listener) => void listeners.push(listener),

    async syncPresence(roomId, uids) {
      await change(roomId, presenceDecision(channel, roomId, uids));
    },

    async closeIfAbandoned(roomId) {
      const result = await change(roomId, closeAbandoned(channel, rooms, roomId));
      return result.ok && result.committed && roomClosedAt(result.snapshot) !== null;
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

/**
 * The decision of the engine's rules on one intent of `uid`. A start hands over to the game in the
 * same decision, so the room is committed with its first round (game/game-start.ts); leaving a room
 * whose game runs leaves the game too (their points stay, nobody waits for them any more).
 */
function decideIntent(uid: string, intent: LobbyIntent): Decide {
  return ({ snapshot }, time) => {
    const outcome = runLobbyIntent(snapshot.lobby, uid, intent, time);
    if (!outcome.ok) return toDecision(snapshot, outcome);
    if (outcome.game !== undefined)
      return toDecision(snapshot, outcome, outcome.game, startedGame(outcome.game, cryptoRandom));
    const decision = toDecision(snapshot, outcome);
    return intent.type === 'leave' ? alsoLeavingTheGame(decision, uid, time) : decision;
  };
}

/** A lobby leave, extended by the game's own leave when a game runs and still has `uid` in it. */
function alsoLeavingTheGame(decision: Decision, uid: string, time: number): Decision {
  if (decision.kind !== 'change' || decision.snapshot.game === null) return decision;
  const left = applyGameIntent(decision.snapshot.game, uid, { type: 'leaveGame' }, time);
  // Refused when they had left the game already (or it is over): the lobby's leave stands alone.
  if (!left.ok) return decision;
  const withGame = gameChange(decision.snapshot, left.state, left.events);
  if (withGame.kind !== 'change') return decision;
  return { ...withGame, events: [...decision.events, ...withGame.events] };
}

function lobbyAckOf(result: WriteResult): LobbyAck {
  return result.ok ? { ok: true, view: lobbyView(result.snapshot.lobby) } : result;
}

function uidsOf(events: readonly RoomEvent[], type: 'player-kicked' | 'player-left'): string[] {
  return events.flatMap((event) => (event.type === type ? [event.uid] : []));
}
