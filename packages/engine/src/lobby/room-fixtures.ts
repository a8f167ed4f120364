// Builders for the lobby's tests: a room with players in it in one line, so each test shows only its rule.
import type { GameCreationInput } from '@npat/protocol';
import { createRoom } from './create-room.ts';
import { joinRoom } from './join-room.ts';
import { submitCategories } from './player-categories.ts';
import type { LobbyOutcome, LobbySuccess, PlayerProfile, RoomState } from './room-state.ts';

export const T0 = 1_700_000_000_000;

export const HOST: PlayerProfile = { uid: 'host', displayName: 'Ada', photoURL: '/avatars/bear.png' };

/** Player number `n` (1, 2, …): uid 'p1', display name 'Player 1'. */
export function player(n: number): PlayerProfile {
  return { uid: `p${n}`, displayName: `Player ${n}`, photoURL: '/avatars/koala.png' };
}

/** The state of a successful outcome; fails the test with the refusal otherwise. */
export function expectOk(outcome: LobbyOutcome): LobbySuccess {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`);
  return outcome;
}

export const HOST_FORM = {
  customCategory1: 'Cars',
  customCategory2: 'Films',
} as const satisfies GameCreationInput;

/** A fresh room made by HOST with the default settings and the given changes to the form. */
export function newRoom(form: Partial<GameCreationInput> = {}): RoomState {
  return expectOk(
    createRoom({ roomId: 'room-1', joinCode: 'G2F3XA', host: HOST, settings: { ...HOST_FORM, ...form } }, T0),
  ).state;
}

/**
 * A room with HOST and players 1..count; with `ready`, each player has submitted 'Pn one' and 'Pn two'.
 * Each step happens one millisecond after the last.
 */
export function roomWithPlayers(count: number, options: { ready?: boolean } = {}): RoomState {
  let state = newRoom();
  for (let n = 1; n <= count; n += 1) {
    const { uid, ...profile } = player(n);
    state = expectOk(joinRoom(state, uid, profile, T0 + n)).state;
    if (options.ready) {
      const categories = { category1: `P${n} one`, category2: `P${n} two` };
      state = expectOk(submitCategories(state, uid, categories, T0 + n)).state;
    }
  }
  return state;
}

/** The uid of the host, and fails when there is not exactly one. */
export function hostOf(state: RoomState): string {
  const hosts = state.slots.filter((slot) => slot.isHost);
  if (hosts.length !== 1) throw new Error(`expected one host, found ${hosts.length}`);
  return hosts[0]!.uid;
}

/** Freezes a state all the way down, so a test fails if a function changes its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
