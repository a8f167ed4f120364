import { produce, type Draft } from 'immer';
import type { LobbyEvent, LobbySuccess, RoomState } from './room-state.ts';

/** A draft of the room (Immer) a lobby rule changes in place. */
export type RoomDraft = Draft<RoomState>;

/**
 * A success that changes `state` by `change`, run on a draft of it, at `now`, with `events` (which
 * `change` may still add to). As in the game, the new state shares every object the change left alone
 * with `state` (docs/decisions/056-immer-for-new-states.md).
 */
export function commit(
  state: RoomState,
  now: number,
  events: readonly LobbyEvent[],
  change: (room: RoomDraft) => void,
): LobbySuccess {
  const next = produce(state, (room) => {
    change(room);
    room.updatedAt = now;
  });
  return { ok: true, state: next, events };
}

/** A success that changes nothing: repeating an intent is harmless (a retried message, a second tab). */
export function unchanged(state: RoomState): LobbySuccess {
  return { ok: true, state, events: [] };
}
