import { setTimeout as sleep } from 'node:timers/promises';
import type { GameEvent, LobbyEvent, LobbyOutcome } from '@npat/engine';
import type { LobbyError } from '@npat/protocol';
import type { Repositories } from '../storage/repositories.ts';
import { serverRefusals } from './lobby-errors.ts';
import {
  decodeSnapshot,
  encodeSnapshot,
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
 */
export async function writeRoom<E extends Refusal = LobbyError>(
  store: RoomStore,
  roomId: string,
  decide: Decide<E>,
  now: () => number,
  beforeCommit?: () => Promise<void> | void,
): Promise<WriteResult<E>> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await pauseBeforeRetry(attempt);
    const record = await store.rooms.find(roomId);
    if (record === undefined) return { ok: false, error: serverRefusals.roomNotFound() };
    const room: LoadedRoom = { snapshot: decodeSnapshot(record.snapshot), version: record.version };
    const time = now();
    const decision = await decide(room, time);
    if (decision.kind === 'refuse') return { ok: false, error: decision.error };
    await beforeCommit?.();
    if (decision.kind === 'keep')
      return { ok: true, snapshot: room.snapshot, events: [], committed: false, lobbyChanged: false };

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
        events: events.map((event) => ({ type: event.type, payload: JSON.stringify(event) })),
        membersAdded: members.added,
        membersRemoved: members.removed,
      });
    const written = alsoCommit
      ? await store.transaction(async (repositories) => {
          // A stale version writes nothing, so there is nothing more to write either.
          const updated = await update(repositories.rooms);
          if (updated) await alsoCommit(repositories);
          return updated;
        })
      : await update(store.rooms);
    if (written) {
      const lobbyChanged = snapshot.lobby !== room.snapshot.lobby;
      return { ok: true, snapshot, events, committed: true, lobbyChanged };
    }
  }
  return { ok: false, error: serverRefusals.busy() };
}

/** The decision an engine outcome amounts to: no events means nothing changed. */
export function toDecision(
  snapshot: RoomSnapshot,
  outcome: LobbyOutcome,
  gameStart = snapshot.gameStart,
  game = snapshot.game,
): Decision {
  if (!outcome.ok) return { kind: 'refuse', error: outcome.error };
  if (outcome.events.length === 0) return { kind: 'keep' };
  return {
    kind: 'change',
    snapshot: { ...snapshot, lobby: outcome.state, gameStart, game },
    events: outcome.events,
  };
}

/** Who gained and who lost a slot between two snapshots, for room_members. */
function memberChanges(before: RoomSnapshot, after: RoomSnapshot): { added: string[]; removed: string[] } {
  const old = new Set(before.lobby.slots.map((slot) => slot.uid));
  const current = new Set(after.lobby.slots.map((slot) => slot.uid));
  return {
    added: [...current].filter((uid) => !old.has(uid)),
    removed: [...old].filter((uid) => !current.has(uid)),
  };
}
