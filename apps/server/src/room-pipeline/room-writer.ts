import { setTimeout as sleep } from 'node:timers/promises';
import type { GameEvent, LobbyEvent } from '@npat/engine';
import type { LobbyError } from '@npat/protocol';
import { serverRefusals } from '../realtime/server-refusals.ts';
import type { Repositories } from '../storage/repositories.ts';
import type { RoomCache } from './room-cache.ts';
import {
  draftOnlyChange,
  encodeSnapshot,
  loadRoom,
  roomClosedAt,
  roomDeadline,
  roomPhase,
  type LoadedRoom,
  type RoomSnapshot,
} from './room-snapshot.ts';

/** Play again recorded in the room it was asked from (game/play-again.ts). */
export interface PlayAgainEvent {
  readonly type: 'play-again';
  readonly uid: string;
  readonly roomId: string;
}

/** Everything that can happen to a room: the lobby's events, the game's, and the server's own. */
export type RoomEvent = LobbyEvent | GameEvent | PlayAgainEvent;

/** A refusal; the lobby's own (LobbyError) unless a caller decides with another kind. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
}

/** What to do with a room, decided from its current snapshot; `E` is the kind of refusal. */
export type Decision<E extends Refusal = LobbyError> =
  | { readonly kind: 'refuse'; readonly error: E }
  /** Accepted, but nothing changes (a repeated intent): nothing is written. */
  | { readonly kind: 'keep' }
  | {
      readonly kind: 'change';
      readonly snapshot: RoomSnapshot;
      readonly events: readonly RoomEvent[];
      /** More to write in the same transaction, e.g. a finished game's results. */
      readonly alsoCommit?: (repositories: Repositories) => Promise<void>;
    };

/**
 * Decides from a freshly read room. It may run more than once for one intent (after another node's
 * write came first), so it must not have effects that a second run would double.
 */
export type Decide<E extends Refusal = LobbyError> = (
  room: LoadedRoom,
  now: number,
) => Promise<Decision<E>> | Decision<E>;

/** The outcome of a change; a refusal is the decision's or the writer's own (room-not-found, busy). */
export type WriteResult<E extends Refusal = LobbyError> =
  | { readonly ok: false; readonly error: E | LobbyError }
  | {
      readonly ok: true;
      readonly snapshot: RoomSnapshot;
      /**
       * The room's version `snapshot` is, as stored: the one just committed, or the one read when the
       * decision kept the room as it was. Every message built from `snapshot` carries it.
       */
      readonly version: number;
      /**
       * The snapshot the decision was made on: the version right before this one when committed (the
       * write checked that), so what changed for whom can be told from the two.
       */
      readonly previous: RoomSnapshot;
      readonly events: readonly RoomEvent[];
      /** False when the decision kept the room as it was. */
      readonly committed: boolean;
      /**
       * Whether the lobby's state changed. Game decisions keep the lobby object they read, so a
       * running game's changes are not broadcast as lobby views.
       */
      readonly lobbyChanged: boolean;
    };

/** Where rooms are written: the rooms repository, and a transaction for decisions with more to write. */
export type RoomStore = Pick<Repositories, 'rooms' | 'transaction'>;

/**
 * Attempts before answering `busy`. A failed attempt means another node committed in between, so the
 * room as a whole always makes progress; but one node can keep losing while another drains a burst of
 * queued intents, hence the many attempts and the growing, jittered pause between them.
 */
const MAX_ATTEMPTS = 20;
const MAX_PAUSE_MS = 50;

/** A random pause of up to 2^attempt ms (capped), so two nodes stop colliding in step. */
function pauseBeforeRetry(attempt: number): Promise<void> {
  return sleep(Math.random() * Math.min(MAX_PAUSE_MS, 2 ** attempt));
}

/**
 * Read, decide, write with the version read, and start over if another node wrote first (optimistic
 * concurrency): the database refuses a stale write, so no update is ever lost. Snapshot, events and
 * members (and the decision's `alsoCommit`) go in one transaction. `beforeCommit` runs once a
 * decision accepted the intent.
 *
 * The room is read from `cache` when it holds a copy (the last one this node committed or read). A
 * change decided on a stale copy fails its versioned write like any other stale read; a refusal or a
 * keep writes nothing, so it stands only once the stored version is found to be the copy's, and is
 * decided again on a fresh read otherwise. Every outcome is thus one the stored room allows.
 */
export async function writeRoom<E extends Refusal = LobbyError>(
  store: RoomStore,
  cache: RoomCache,
  roomId: string,
  decide: Decide<E>,
  now: () => number,
  beforeCommit?: () => Promise<void> | void,
): Promise<WriteResult<E>> {
  let collisions = 0;
  let mayUseCopy = true;
  while (collisions < MAX_ATTEMPTS) {
    const copy = mayUseCopy ? cache.get(roomId) : undefined;
    mayUseCopy = true;
    const room = copy ?? (await readRoom(store, cache, roomId));
    if (room === undefined) return { ok: false, error: serverRefusals.roomNotFound() };
    const time = now();
    const decision = await decide(room, time);
    if (decision.kind !== 'change' && copy !== undefined && !(await isCurrent(store, roomId, copy))) {
      // Another node wrote since this copy: decide again on what is stored (no pause, nobody collided).
      cache.delete(roomId);
      mayUseCopy = false;
      continue;
    }
    if (decision.kind === 'refuse') return { ok: false, error: decision.error };
    await beforeCommit?.();
    if (decision.kind === 'keep')
      return {
        ok: true,
        snapshot: room.snapshot,
        version: room.version,
        previous: room.snapshot,
        events: [],
        committed: false,
        lobbyChanged: false,
      };

    const written = await commit(store, cache, roomId, room, decision, time);
    if (written) {
      const { snapshot, events } = decision;
      const lobbyChanged = snapshot.lobby !== room.snapshot.lobby;
      const version = room.version + 1;
      return { ok: true, snapshot, version, previous: room.snapshot, events, committed: true, lobbyChanged };
    }
    collisions += 1;
    mayUseCopy = false;
    if (collisions < MAX_ATTEMPTS) await pauseBeforeRetry(collisions);
  }
  return { ok: false, error: serverRefusals.busy() };
}

/** Reads the room from the database and keeps the copy; undefined (and no copy) when it does not exist. */
async function readRoom(store: RoomStore, cache: RoomCache, roomId: string): Promise<LoadedRoom | undefined> {
  const record = await store.rooms.find(roomId);
  if (record === undefined) {
    cache.delete(roomId);
    return undefined;
  }
  const room = loadRoom(record);
  cache.set(roomId, room);
  return room;
}

async function isCurrent(store: RoomStore, roomId: string, copy: LoadedRoom): Promise<boolean> {
  return (await store.rooms.versionOf(roomId)) === copy.version;
}

/**
 * Writes the decided change with the version it was decided on; false when another write came first.
 * The copy follows the outcome: the new version once committed, none when the write failed or threw
 * (a failed commit may or may not have landed, so only a fresh read can tell).
 */
async function commit(
  store: RoomStore,
  cache: RoomCache,
  roomId: string,
  room: LoadedRoom,
  decision: Extract<Decision<Refusal>, { kind: 'change' }>,
  time: number,
): Promise<boolean> {
  const { snapshot, events, alsoCommit } = decision;
  const members = memberChanges(room.snapshot, snapshot);
  const update = (rooms: RoomStore['rooms']) =>
    rooms.update({
      id: roomId,
      expectedVersion: room.version,
      phase: roomPhase(snapshot),
      snapshot: encodeSnapshot(snapshot),
      closedAt: roomClosedAt(snapshot),
      deadlineAt: roomDeadline(snapshot),
      time,
      events: events.filter(isLogged).map((event) => ({ type: event.type, payload: JSON.stringify(event) })),
      membersAdded: members.added,
      membersRemoved: members.removed,
    });
  // Most changes are drafts: they write one answer beside the snapshot, not the whole snapshot.
  const draft = alsoCommit ? undefined : draftOnlyChange(room.snapshot, snapshot, events);
  cache.delete(roomId);
  const written = draft
    ? await store.rooms.saveDraft({ id: roomId, expectedVersion: room.version, draft, time })
    : alsoCommit
      ? await store.transaction(async (repositories) => {
          // A stale version writes nothing, so there is nothing more to write either.
          const updated = await update(repositories.rooms);
          if (updated) await alsoCommit(repositories);
          return updated;
        })
      : await update(store.rooms);
  // A closed room changes rarely (if ever) again: no need to keep it.
  if (written && roomClosedAt(snapshot) === null) cache.set(roomId, { snapshot, version: room.version + 1 });
  return written;
}

/** Which people gained and lost a slot between two snapshots, for room_members; bots are no accounts'. */
function memberChanges(before: RoomSnapshot, after: RoomSnapshot): { added: string[]; removed: string[] } {
  // Game changes keep the lobby they read (most changes), and its slots with it.
  if (after.lobby.slots === before.lobby.slots) return { added: [], removed: [] };
  const people = (snapshot: RoomSnapshot) =>
    new Set(snapshot.lobby.slots.filter((slot) => slot.bot === undefined).map((slot) => slot.uid));
  const old = people(before);
  const current = people(after);
  return {
    added: [...current].filter((uid) => !old.has(uid)),
    removed: [...old].filter((uid) => !current.has(uid)),
  };
}

/**
 * Whether an event goes into the room's event log. Drafts do not: they are most commits, say no more than
 * that someone typed (never what), and the snapshot written with them holds the text.
 */
function isLogged(event: RoomEvent): boolean {
  return event.type !== 'answer-saved';
}
