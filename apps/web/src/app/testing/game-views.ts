import { ALPHABET } from '@npat/protocol';
import {
  advance,
  applyGameIntent,
  applyServerIntent,
  playerView,
  startGame,
  type GameIntent,
  type GamePhase,
  type GameSettings,
  type GameState,
  type PlayerView,
  type ServerIntent,
} from '@npat/engine';

/**
 * Game views for unit tests, built by the real engine (never written by hand), so a screen is tested
 * against exactly what the server would send. The random source always picks the first choice: round 1
 * has the letter A, round 2 B, and the players' categories join in the order they were added.
 */
export const T0 = 1_700_000_000_000;

export const ANA = { uid: 'ana', displayName: 'Ana', photoURL: '/avatars/koala.svg' };
export const BEN = { uid: 'ben', displayName: 'Ben', photoURL: '/avatars/lion.svg' };
export const CY = { uid: 'cy', displayName: 'Cy', photoURL: '/avatars/panda.svg' };
export const PLAYERS = [ANA, BEN, CY];

/** A game of Ana (host), Ben and Cy that has just started: round 1 in ROUND_STARTING at T0. */
export function newGame(settings: Partial<GameSettings> = {}, players = PLAYERS): GameState {
  return startGame(
    {
      players,
      hostUid: players[0]?.uid ?? '',
      settings: {
        rounds: 2,
        roundTime: 30,
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
        defaultCategories: [
          { id: 'name', title: 'Name' },
          { id: 'place', title: 'Place' },
          { id: 'animal', title: 'Animal' },
          { id: 'thing', title: 'Thing' },
        ],
        ...settings,
      },
      customCategories: players.flatMap(({ uid }, slot) => [
        { id: `${uid}-1`, title: `${uid} first`, addedAt: T0 - 1000 + slot * 2, ownerUid: uid },
        { id: `${uid}-2`, title: `${uid} second`, addedAt: T0 - 999 + slot * 2, ownerUid: uid },
      ]),
    },
    T0,
    () => 0,
  );
}

/** Applies one intent (a wire intent, or the server's own), failing the test when the engine refuses it. */
export function act(
  state: GameState,
  uid: string,
  intent: GameIntent | ServerIntent,
  now: number,
): GameState {
  const result =
    intent.name === 'set-presence' || intent.name === 'watch'
      ? applyServerIntent(state, uid, intent, now)
      : applyGameIntent(state, uid, intent, now);
  if (!result.ok) throw new Error(`The engine refused ${intent.name}: ${result.error.code}`);
  return result.state;
}

/** Ticks the clock from deadline to deadline until the game is in `phase`; returns it and the time then. */
export function tickTo(state: GameState, phase: GamePhase, from = T0): { state: GameState; now: number } {
  let current = state;
  let now = from;
  for (let step = 0; current.phase !== phase; step += 1) {
    if (current.phaseEndsAt === null || step > 50) throw new Error(`The game never reaches ${phase}`);
    now = current.phaseEndsAt;
    current = advance(current, now).state;
  }
  return { state: current, now };
}

/** Each player's answers as `{ uid: { categoryId: text } }`, saved at `now`. */
export function answer(
  state: GameState,
  answers: Record<string, Record<string, string>>,
  now: number,
): GameState {
  let current = state;
  for (const [uid, byCategory] of Object.entries(answers)) {
    for (const [categoryId, text] of Object.entries(byCategory)) {
      current = act(current, uid, { name: 'game:save-answer', payload: { categoryId, text } }, now);
    }
  }
  return current;
}

/** What `uid` sees of `state` at `now`, as room 'room-1' at `version` (later messages need higher). */
export function viewOf(state: GameState, uid: string, now: number, version = 1): PlayerView {
  return playerView(state, uid, now, { roomId: 'room-1', version });
}
