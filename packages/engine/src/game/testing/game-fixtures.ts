/** Builders shared by the game's tests: a small game, a clock, and shortcuts through the phases. */
import { ALPHABET } from '@npat/protocol';
import { advance } from '../advance.ts';
import type { GameResult } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import { saveAnswer } from './intent-functions.ts';
import type { CustomCategoryInput } from '../plan.ts';
import type { RandomSource } from '../random-draw.ts';
import { startGame, type GameInput } from '../start-game.ts';
import type { GamePhase, GameSettings, GameState } from '../state.ts';
import type { RoomAt } from '../view/player-view.ts';

export const T0 = 1_700_000_000_000;

export const DEFAULT_CATEGORIES = [
  { id: 'name', title: 'Name' },
  { id: 'place', title: 'Place' },
  { id: 'animal', title: 'Animal' },
  { id: 'thing', title: 'Thing' },
];

export const PLAYER_UIDS = ['ana', 'ben', 'cy'] as const;

/** Room 'room-1' at `version`, for the views the tests build (the server passes the committed one). */
export function roomAt(version: number): RoomAt {
  return { roomId: 'room-1', version };
}

/** Two categories per player, added in slot order. */
export function customCategoriesOf(uids: readonly string[]): CustomCategoryInput[] {
  return uids.flatMap((uid, slot) => [
    { id: `${uid}-1`, title: `${uid} one`, addedAt: T0 - 1000 + slot * 10, ownerUid: uid },
    { id: `${uid}-2`, title: `${uid} two`, addedAt: T0 - 1000 + slot * 10 + 1, ownerUid: uid },
  ]);
}

export function makeInput(
  settings: Partial<GameSettings> = {},
  uids: readonly string[] = PLAYER_UIDS,
): GameInput {
  return {
    players: uids.map((uid) => ({ uid, displayName: `Player ${uid}`, photoURL: `/avatars/${uid}.svg` })),
    hostUid: uids[0] ?? '',
    settings: {
      rounds: 3,
      roundTime: 60,
      endMode: 'Round Timer',
      onlyAnswerDoubles: false,
      sharedAnswerZero: false,
      refereeDecides: false,
      creativeBonus: false,
      letterVote: false,
      ownCategories: true,
      maxPlayers: 10,
      lateJoin: true,
      bigScreen: false,
      hideCode: false,
      rudeFilter: false,
      language: 'en',
      letters: [...ALPHABET],
      defaultCategories: DEFAULT_CATEGORIES,
      ...settings,
    },
    customCategories: customCategoriesOf(uids),
  };
}

/** Always picks the first remaining item: letters A, B, C, … and custom categories by addedAt. */
export const firstPick: RandomSource = () => 0;

/** Unwraps an accepted intent, failing the test with the refusal otherwise. */
export function accepted(result: GameResult): { state: GameState; events: GameEvent[] } {
  if (!result.ok) throw new Error(`Intent refused: ${result.error.code}`);
  return result;
}

/** Ticks the clock at each deadline until the game is in `phase`; returns the state and the time it got there. */
export function tickUntil(state: GameState, phase: GamePhase): { state: GameState; now: number } {
  let current = state;
  let now = current.startedAt;
  for (let step = 0; current.phase !== phase; step += 1) {
    if (current.phaseEndsAt === null || step > 100) throw new Error(`Never reached ${phase}`);
    now = current.phaseEndsAt;
    current = advance(current, now).state;
  }
  return { state: current, now };
}

/** A fresh game (letters A, B, C, …) in ANSWERING of round 1, at the moment answering opened. */
export function answeringGame(settings: Partial<GameSettings> = {}, uids: readonly string[] = PLAYER_UIDS) {
  return tickUntil(startGame(makeInput(settings, uids), T0, firstPick), 'ANSWERING');
}

/** Answers as `{ uid: { categoryId: text } }`, saved at `now`. */
export function withAnswers(
  state: GameState,
  answers: Record<string, Record<string, string>>,
  now: number,
): GameState {
  let current = state;
  for (const [uid, byCategory] of Object.entries(answers)) {
    for (const [categoryId, text] of Object.entries(byCategory)) {
      current = accepted(saveAnswer(current, uid, { categoryId, text }, now)).state;
    }
  }
  return current;
}

/** Round 1 (letter A) with these answers, in REVIEWING. */
export function reviewingGame(
  answers: Record<string, Record<string, string>>,
  settings: Partial<GameSettings> = {},
  uids: readonly string[] = PLAYER_UIDS,
) {
  const answering = answeringGame(settings, uids);
  return tickUntil(withAnswers(answering.state, answers, answering.now), 'REVIEWING');
}
