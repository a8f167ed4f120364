import { setTimeout as sleep } from 'node:timers/promises';
import type { LobbyEvent, LobbyOutcome } from '@npat/engine';
import type { LobbyError } from '@npat/protocol';
import type { RoomsRepository } from '../storage/rooms-repository.ts';
import { serverRefusals } from './lobby-errors.ts';
import {
  decodeSnapshot,
  encodeSnapshot,
  roomPhase,
  type LoadedRoom,
  type RoomSnapshot,
} from './room-snapshot.ts';

/** What to do with a room, decided from its current snapshot. */
export type Decision =
  | { readonly kind: 'refuse'; readonly error: LobbyError }
  /** Accepted, but nothing changes (a repeated intent): nothing is written. */
  | { readonly kind: 'keep' }
  | { readonly kind: 'change'; readonly snapshot: RoomSnapshot; readonly events: readonly LobbyEvent[] };

/**
 * Decides from a freshly read room. It may run more than once for one intent (after another node's
 * write came first), so it must not have effects that a second run would double.
 */
export type Decide = (room: LoadedRoom, now: number) => Promise<Decision> | Decision;

export type WriteResult =
  | { readonly ok: false; readonly error: LobbyError }
  | {
      readonly ok: true;
      readonly snapshot: RoomSnapshot;
      readonly events: readonly LobbyEvent[];
      /** False when the decision kept the room as it was. */
      readonly committed: boolean;
    };

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
 * members go in one transaction. `beforeCommit` runs once a decision accepted the intent.
 */
export async function writeRoom(
  rooms: RoomsRepository,
  roomId: string,
  decide: Decide,
  now: () => number,
  beforeCommit?: () => Promise<void> | void,
): Promise<WriteResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await pauseBeforeRetry(attempt);
    const record = await rooms.find(roomId);
    if (record === undefined) return { ok: false, error: serverRefusals.roomNotFound() };
    const room: LoadedRoom = { snapshot: decodeSnapshot(record.snapshot), version: record.version };
    const time = now();
    const decision = await decide(room, time);
    if (decision.kind === 'refuse') return { ok: false, error: decision.error };
    await beforeCommit?.();
    if (decision.kind === 'keep') return { ok: true, snapshot: room.snapshot, events: [], committed: false };

    const { snapshot, events } = decision;
    const members = memberChanges(room.snapshot, snapshot);
    const written = await rooms.update({
      id: roomId,
      expectedVersion: room.version,
      phase: roomPhase(snapshot),
      snapshot: encodeSnapshot(snapshot),
      closedAt: snapshot.lobby.closedAt,
      time,
      events: events.map((event) => ({ type: event.type, payload: JSON.stringify(event) })),
      membersAdded: members.added,
      membersRemoved: members.removed,
    });
    if (written) return { ok: true, snapshot, events, committed: true };
  }
  return { ok: false, error: serverRefusals.busy() };
}

/** The decision an engine outcome amounts to: no events means nothing changed. */
export function toDecision(
  snapshot: RoomSnapshot,
  outcome: LobbyOutcome,
  gameStart = snapshot.gameStart,
): Decision {
  if (!outcome.ok) return { kind: 'refuse', error: outcome.error };
  if (outcome.events.length === 0) return { kind: 'keep' };
  return {
    kind: 'change',
    snapshot: { ...snapshot, lobby: outcome.state, gameStart },
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
