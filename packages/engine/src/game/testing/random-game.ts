/**
 * Random games for property tests: a random start and a random sequence of intents and clock steps
 * from random players. Most intents are refused at any given moment; the ones that are accepted
 * drive the game through every phase, with duplicates, near matches, challenges and joins.
 */
import { alphabetOf, GAME_LANGUAGES, type GameLanguage } from '@npat/protocol';
import fc from 'fast-check';
import { advance } from '../advance.ts';
import { currentRoundOf } from '../current-round.ts';
import { startGame } from '../start-game.ts';
import type { GameState } from '../state.ts';
import { T0, makeInput } from './game-fixtures.ts';
import { applyAnyIntent, type AnyIntent } from './intent-functions.ts';

/** Friends who arrive after the start: they watch, and may ask to play from the next round. */
const LATECOMERS = ['zed', 'yan'];

/** Endings that make duplicates ('nna'), near matches ('msterdam'/'msterdan') and empty answers. */
const ENDINGS = ['nna', 'nna ', 'msterdam', 'msterdan', 'x', ''];

/** One step of a random game, resolved against the state it is applied to. */
export interface RandomStep {
  waitMs: number;
  actor: number;
  action:
    | { kind: 'save'; category: number; rightLetter: boolean; ending: number }
    | { kind: 'fill-all'; ending: number; thenStop: boolean }
    | { kind: 'challenge' | 'withdraw' | 'split'; other: number; category: number }
    | { kind: 'join'; other: number; third: number; category: number }
    | { kind: 'creative'; other: number; category: number; creative: boolean }
    | { kind: 'veto'; choice: number }
    /** A latecomer (one of two) watches and asks for a seat, or takes the request back. */
    | { kind: 'spectate'; who: number; join: boolean }
    | { kind: 'presence'; connected: boolean }
    | { kind: 'make-host'; other: number }
    | {
        kind:
          | 'game:done'
          | 'game:stop'
          | 'game:review-done'
          | 'game:continue'
          | 'game:next-round'
          | 'game:leave'
          | 'game:leave-results'
          | 'game:end'
          | 'game:redraw-letter';
      };
}

const index = fc.nat({ max: 9 });

const actionArbitrary: fc.Arbitrary<RandomStep['action']> = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      category: index,
      rightLetter: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      ending: fc.nat({ max: ENDINGS.length - 1 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('fill-all' as const),
      ending: fc.nat({ max: 3 }),
      thenStop: fc.boolean(),
    }),
  },
  {
    weight: 20,
    arbitrary: fc.record({
      kind: fc.constantFrom('challenge' as const, 'withdraw' as const, 'split' as const),
      other: index,
      category: index,
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('join' as const), other: index, third: index, category: index }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('creative' as const),
      other: index,
      category: index,
      creative: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('spectate' as const),
      who: fc.nat({ max: 1 }),
      join: fc.boolean(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('presence' as const), connected: fc.boolean() }) },
  {
    weight: 19,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'game:done' as const,
        'game:stop' as const,
        'game:review-done' as const,
        'game:continue' as const,
        'game:next-round' as const,
        'game:leave-results' as const,
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('game:leave' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('game:end' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('game:redraw-letter' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('make-host' as const), other: index }) },
);

export const stepArbitrary: fc.Arbitrary<RandomStep> = fc.record({
  waitMs: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 3_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
  ),
  actor: index,
  action: actionArbitrary,
});

export interface RandomGame {
  playerCount: number;
  rounds: number;
  endMode: 'Round Timer' | 'Fastest Finger';
  /** The house rules of scoring (docs/product/scoring.md#house-rules). */
  onlyAnswerDoubles: boolean;
  sharedAnswerZero: boolean;
  creativeBonus: boolean;
  lateJoin: boolean;
  letterVote: boolean;
  /** The game's language: every one of them, so its letters and text rules are played too. */
  language: GameLanguage;
  /** The host's pool of the language's letters, at least as many as the most rounds a random game has. */
  letters: string[];
  /** Values the random source of the start replays. */
  seed: number[];
  steps: RandomStep[];
}

/** A language and a pool of its letters. */
const poolArbitrary = fc.constantFrom(...GAME_LANGUAGES).chain((language) =>
  fc.record({
    language: fc.constant(language),
    letters: fc.subarray(alphabetOf(language), { minLength: 4 }),
  }),
);

export const gameArbitrary: fc.Arbitrary<RandomGame> = fc
  .record({
    playerCount: fc.integer({ min: 2, max: 5 }),
    rounds: fc.integer({ min: 1, max: 4 }),
    endMode: fc.constantFrom('Round Timer' as const, 'Fastest Finger' as const),
    onlyAnswerDoubles: fc.boolean(),
    sharedAnswerZero: fc.boolean(),
    creativeBonus: fc.boolean(),
    lateJoin: fc.boolean(),
    letterVote: fc.boolean(),
    pool: poolArbitrary,
    seed: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
      minLength: 1,
      maxLength: 8,
    }),
    steps: fc.array(stepArbitrary, { minLength: 20, maxLength: 200, size: 'max' }),
  })
  .map(({ pool, ...game }) => ({ ...game, ...pool }));

export function startRandomGame(game: RandomGame): GameState {
  const { playerCount, rounds, endMode, seed, ...rules } = game;
  const { onlyAnswerDoubles, sharedAnswerZero, creativeBonus, lateJoin, letterVote, language, letters } =
    rules;
  const uids = ['ana', 'ben', 'cy', 'dee', 'eve'].slice(0, playerCount);
  const houseRules = {
    onlyAnswerDoubles,
    sharedAnswerZero,
    creativeBonus,
    lateJoin,
    letterVote,
    language,
    letters,
  };
  let draw = 0;
  return startGame(
    makeInput({ rounds, endMode, roundTime: 30, ...houseRules }, uids),
    T0,
    () => seed[draw++ % seed.length] ?? 0,
  );
}

/** The intents a step stands for in this state, all from one player. */
export function intentsOf(state: GameState, step: RandomStep): { actorUid: string; intents: AnyIntent[] } {
  const pick = <T>(items: readonly T[], at: number): T => items[at % items.length]!;
  const { action } = step;
  if (action.kind === 'spectate') {
    const uid = LATECOMERS[action.who] ?? 'zed';
    const watch: AnyIntent = {
      name: 'watch',
      payload: { displayName: uid, photoURL: '', roomLocked: false, removed: false },
    };
    return {
      actorUid: uid,
      intents: [watch, { name: 'game:join-next-round', payload: { join: action.join } }],
    };
  }
  const actorUid = pick(state.players, step.actor).uid;
  if (action.kind !== 'fill-all') return { actorUid, intents: [intentOf(state, step)] };
  const round = currentRoundOf(state);
  const text = `${round.letter}${pick(ENDINGS, action.ending)}`;
  const saves: AnyIntent[] = round.categories.map((c) => ({
    name: 'game:save-answer',
    payload: { categoryId: c.id, text },
  }));
  return { actorUid, intents: action.thenStop ? [...saves, { name: 'game:stop', payload: {} }] : saves };
}

/** The intent of a step that stands for one. */
function intentOf(state: GameState, step: RandomStep): AnyIntent {
  const pick = <T>(items: readonly T[], at: number): T => items[at % items.length]!;
  const uids = state.players.map((player) => player.uid);
  const round = currentRoundOf(state);
  const { action } = step;
  switch (action.kind) {
    case 'save': {
      const letter = action.rightLetter ? round.letter : round.letter === 'Q' ? 'Z' : 'Q';
      const text = `${letter}${pick(ENDINGS, action.ending)}`;
      return {
        name: 'game:save-answer',
        payload: { categoryId: pick(round.categories, action.category).id, text },
      };
    }
    case 'challenge':
    case 'withdraw': {
      const name = action.kind === 'challenge' ? 'game:challenge' : 'game:withdraw-challenge';
      const categoryId = pick(round.categories, action.category).id;
      return { name, payload: { authorUid: pick(uids, action.other), categoryId } };
    }
    case 'split':
      return {
        name: 'game:split-answer',
        payload: { categoryId: pick(round.categories, action.category).id, uid: pick(uids, action.other) },
      };
    case 'join': {
      const categoryId = pick(round.categories, action.category).id;
      const pair: [string, string] = [pick(uids, action.other), pick(uids, action.third)];
      return { name: 'game:join-answers', payload: { categoryId, uids: pair } };
    }
    case 'creative': {
      const categoryId = pick(round.categories, action.category).id;
      return {
        name: 'game:vote-creative',
        payload: { authorUid: pick(uids, action.other), categoryId, creative: action.creative },
      };
    }
    case 'veto':
      // The fourth choice is a letter that may not be on offer at all.
      return {
        name: 'game:veto-letter',
        payload: { letter: round.letterVote?.offered[action.choice] ?? 'A' },
      };
    case 'presence':
      return { name: 'set-presence', payload: { connected: action.connected } };
    case 'make-host':
      return { name: 'game:make-host', payload: { uid: pick(uids, action.other) } };
    case 'fill-all':
    case 'spectate':
      throw new Error(`${action.kind} stands for several intents`);
    default:
      return { name: action.kind, payload: {} };
  }
}

/** Plays the steps, calling `inspect` on every state reached (refused intents leave the state as it was). */
export function playRandomGame(
  game: RandomGame,
  inspect: (state: GameState, now: number) => void = () => {},
): { state: GameState; now: number } {
  let state = startRandomGame(game);
  let now = T0;
  inspect(state, now);
  for (const step of game.steps) {
    now += step.waitMs;
    const { actorUid, intents } = intentsOf(state, step);
    for (const intent of intents) {
      const result = applyAnyIntent(state, actorUid, intent, now);
      state = result.ok ? result.state : advance(state, now).state;
      inspect(state, now);
    }
  }
  // Let the clock run out so every round is scored.
  now += 10 * 60 * 60_000;
  state = advance(state, now).state;
  inspect(state, now);
  return { state, now };
}
