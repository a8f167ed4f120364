import type { LobbyEvent, LobbySuccess, RoomState } from './room-state.ts';

/** A success that changes `state` by `patch` at `now`. */
export function commit(
  state: RoomState,
  patch: Partial<RoomState>,
  now: number,
  events: readonly LobbyEvent[],
): LobbySuccess {
  return { ok: true, state: { ...state, ...patch, updatedAt: now }, events };
}

/** A success that changes nothing: repeating an intent is harmless (a retried message, a second tab). */
export function unchanged(state: RoomState): LobbySuccess {
  return { ok: true, state, events: [] };
}
