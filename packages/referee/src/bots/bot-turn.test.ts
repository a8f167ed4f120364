import {
  advance,
  answersToJudge,
  applyGameIntent,
  applyRefereeMarks,
  applyServerIntent,
  playerView,
  startGame,
  type GameIntent,
  type GameState,
} from '@npat/engine';
import { ALPHABET } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { answerBookOf } from './answer-book.ts';
import { botTurn } from './bot-turn.ts';

const T0 = 1_700_000_000_000;
const BOT = 'bot:2-x';
const BOOK = answerBookOf('en');

/** Ana (a person) and a hard bot in round 1 of letter M, Fastest Finger or not, once answering is open. */
function answering(endMode: 'Round Timer' | 'Fastest Finger' = 'Round Timer'): GameState {
  let state = startGame(
    {
      players: [
        { uid: 'ana', displayName: 'Ana', photoURL: '/avatars/bear.svg' },
        { uid: BOT, displayName: 'Robin', photoURL: '/avatars/racoon.svg', bot: 'hard' },
      ],
      hostUid: 'ana',
      settings: {
        rounds: 1,
        roundTime: 60,
        endMode,
        onlyAnswerDoubles: false,
        sharedAnswerZero: false,
        refereeDecides: false,
        creativeBonus: false,
        letterVote: false,
        ownCategories: false,
        maxPlayers: 10,
        lateJoin: true,
        bigScreen: false,
        hideCode: false,
        rudeFilter: false,
        language: 'en',
        letters: [...ALPHABET].filter((letter) => letter === 'M'),
        defaultCategories: [
          { id: 'name', title: 'Name' },
          { id: 'countries', title: 'Countries' },
        ],
      },
      customCategories: [],
    },
    T0,
    () => 0,
  );
  while (state.phase !== 'ANSWERING') state = advance(state, state.phaseEndsAt ?? T0).state;
  return state;
}

/** Plays `intents` as `uid` at `now`; each must be accepted. */
function play(state: GameState, uid: string, intents: readonly GameIntent[], now: number): GameState {
  return intents.reduce((current, intent) => {
    const result = applyGameIntent(current, uid, intent, now);
    if (!result.ok) throw new Error(`${intent.name} was refused: ${result.error.code}`);
    return result.state;
  }, state);
}

const turnAt = (state: GameState, now: number) =>
  botTurn(playerView(state, BOT, now, { roomId: 'room-1', version: 1 }), BOOK, 'hard', now);

describe('a bot’s turn', () => {
  it('types its plan over the round, then is done once, and wakes for what comes next', () => {
    let state = answering();
    const start = state.rounds[0]!.answeringStartsAt;
    const first = turnAt(state, start);
    expect(first.intents).toEqual([]);
    expect(first.wakeAt).toBeGreaterThan(start);
    const end = state.rounds[0]!.answeringEndsAt - 1;
    const late = turnAt(state, end);
    expect(late.intents.map((intent) => intent.name).at(-1)).toBe('game:done');
    state = play(state, BOT, late.intents, end);
    expect(turnAt(state, end).intents).toEqual([]);
  });

  it('in Fastest Finger calls STOP once every category has its answer', () => {
    const state = answering('Fastest Finger');
    const end = state.rounds[0]!.answeringEndsAt - 1;
    const names = turnAt(state, end).intents.map((intent) => intent.name);
    // This room's hard bot fills both categories (its plan is seeded by room, round and uid).
    expect(names).toEqual(['game:save-answer', 'game:save-answer', 'game:stop']);
  });

  it('does nothing while no person is connected: the deadlines move the game on', () => {
    const away = applyServerIntent(
      answering(),
      'ana',
      { name: 'set-presence', payload: { connected: false } },
      T0,
    );
    if (!away.ok) throw new Error(away.error.code);
    const end = away.state.rounds[0]!.answeringEndsAt - 1;
    expect(turnAt(away.state, end)).toEqual({ intents: [], wakeAt: null });
  });

  it('in the review challenges what the referee doubts, and is done only once the person is', () => {
    let state = answering();
    const end = state.rounds[0]!.answeringEndsAt - 1;
    state = play(
      state,
      'ana',
      [{ name: 'game:save-answer', payload: { categoryId: 'countries', text: 'Madrid' } }],
      end,
    );
    state = play(state, BOT, turnAt(state, end).intents, end);
    state = play(state, 'ana', [{ name: 'game:done', payload: {} }], end);
    expect(state.phase).toBe('REVIEWING');
    // The server marks the answers as the referee judges them (decision 067): Madrid is a city, not a country.
    const marks = answersToJudge(state).map(({ uid, categoryId }) => ({
      uid,
      categoryId,
      verdict: uid === 'ana' ? ('doubtful' as const) : ('known' as const),
      reason: { kind: 'other-category' as const, category: 'capital-cities', source: 'CLDR' },
    }));
    const marked = applyRefereeMarks(state, { round: 1, marks }, end);
    if (!marked.ok) throw new Error(marked.error.code);
    state = marked.state;
    const review = turnAt(state, end + 1);
    expect(review.intents).toEqual([
      { name: 'game:challenge', payload: { authorUid: 'ana', categoryId: 'countries' } },
    ]);
    state = play(state, BOT, review.intents, end + 1);
    state = play(state, 'ana', [{ name: 'game:review-done', payload: {} }], end + 2);
    expect(turnAt(state, end + 2).intents).toEqual([{ name: 'game:review-done', payload: {} }]);
  });
});
