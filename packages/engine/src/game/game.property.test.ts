import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance } from './advance.ts';
import { currentRoundOf } from './current-round.ts';
import { reviewRound } from './review/round-review.ts';
import { gameResults } from './scoring/round-table.ts';
import { scoreRound } from './scoring/score-round.ts';
import type { AnswerVerdict, GameState } from './state.ts';
import { textRulesOf } from '../text/text-rules.ts';
import { applyAnyIntent } from './testing/intent-functions.ts';
import { gameArbitrary, intentsOf, playRandomGame, startRandomGame } from './testing/random-game.ts';

const RUNS = { numRuns: 150 };

/** Freezes a state all the way down, so any attempt to change it throws. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

describe('a game played at random', () => {
  it('scores every answer only with the points its house rules allow, with totals that add up', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        const { state } = playRandomGame(game);
        // Classic 10/5/0; the only answer of a category 20 under its rule; a shared one 0 under its rule;
        // the creative bonus on top.
        const allowed: Record<AnswerVerdict, number> = {
          only: 20,
          unique: 10,
          shared: game.sharedAnswerZero ? 0 : 5,
          empty: 0,
          wrongLetter: 0,
          rejected: 0,
        };
        for (const round of state.rounds) {
          for (const score of round.scores ?? []) {
            for (const category of score.categories) {
              // +5 for an answer voted creative, only under its rule and only for a valid answer.
              const creative = category.creative === true;
              if (creative) expect(game.creativeBonus).toBe(true);
              if (creative) expect(['only', 'unique', 'shared']).toContain(category.verdict);
              expect(category.points).toBe(allowed[category.verdict] + (creative ? 5 : 0));
            }
            if (!game.onlyAnswerDoubles) expect(score.categories.map((c) => c.verdict)).not.toContain('only');
            expect([0, 10]).toContain(score.bonus);
            expect(score.categoryPoints).toBe(score.categories.reduce((sum, c) => sum + c.points, 0));
            expect(score.total).toBe(score.categoryPoints + score.bonus);
          }
        }
      }),
      RUNS,
    );
  });

  it('ranks players by totals that are the sums of their round totals', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        const results = gameResults(playRandomGame(game).state);
        for (const standing of results.ranking) {
          const roundTotals = results.rounds.map(
            (r) => r.players.find((p) => p.uid === standing.uid)?.total ?? 0,
          );
          expect(standing.total).toBe(roundTotals.reduce((sum, total) => sum + total, 0));
          expect(standing.place).toBe(
            1 + results.ranking.filter((other) => other.total > standing.total).length,
          );
        }
      }),
      RUNS,
    );
  });

  it('seats a late joiner only from a round’s start, within the player limit, scoring nothing before', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        const { state } = playRandomGame(game, (reached) => {
          const stillIn = reached.players.filter((player) => !player.left).length;
          expect(stillIn).toBeLessThanOrEqual(reached.settings.maxPlayers);
          if (!reached.settings.lateJoin) expect(reached.lateJoiners).toEqual([]);
        });
        for (const { uid, fromRound } of state.lateJoiners) {
          const before = state.rounds.filter((round) => round.number < fromRound);
          expect(before.every((round) => !round.scores?.some((score) => score.uid === uid))).toBe(true);
          expect(before.every((round) => !round.answers.some((answer) => answer.uid === uid))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never plays a letter vetoed in its round while another unused letter was left', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        const { state } = playRandomGame(game);
        for (const round of state.rounds) {
          const vote = round.letterVote;
          if (!game.letterVote) expect(vote).toBeNull();
          if (vote === null || !vote.vetoes.some((veto) => veto.letter === round.letter)) continue;
          // Vetoed, so nothing else was left: every offered letter vetoed, no unused letter besides them.
          const earlier = state.rounds.filter((r) => r.number < round.number).map((r) => r.letter);
          const unused = game.letters.filter((letter) => !earlier.includes(letter));
          expect(vote.offered.every((letter) => vote.vetoes.some((veto) => veto.letter === letter))).toBe(
            true,
          );
          expect(unused.filter((letter) => !vote.offered.includes(letter))).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('draws letters only from the host’s pool, never one twice, and ends in GAME-COMPLETED once the clock runs out', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        const { state } = playRandomGame(game);
        // A round ended before its letter vote closed (the game ended early) never got a letter.
        const unlettered = state.rounds.filter((round) => round.letter === '');
        expect(unlettered.every((round) => round.letterVote?.closesAt != null && round.scores === null)).toBe(
          true,
        );
        const letters = state.rounds.map((round) => round.letter).filter((letter) => letter !== '');
        expect(new Set(letters).size).toBe(letters.length);
        expect(letters.every((letter) => game.letters.includes(letter))).toBe(true);
        expect(state.phase).toBe('GAME-COMPLETED');
      }),
      RUNS,
    );
  });

  it('never scores a rejected answer and never counts a player’s own vote on their answer', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        playRandomGame(game, (state) => {
          const round = currentRoundOf(state);
          expect(round.challenges.every((c) => c.voterUid !== c.authorUid)).toBe(true);
          if (state.phase !== 'REVIEWING') return;
          const scores = scoreRound(round, state.players, state.settings);
          const rules = textRulesOf(state.settings);
          for (const category of reviewRound(round, state.players, rules)) {
            for (const answer of category.answers.filter((a) => a.challenges.rejected)) {
              const score = scores.find((s) => s.uid === answer.uid)?.categories;
              expect(score?.find((c) => c.categoryId === category.categoryId)?.points).toBe(0);
            }
          }
          // Even votes of authors on their own answers, which no intent accepts, would change nothing.
          const selfVotes = state.players.flatMap((p) =>
            round.categories.map((c) => ({ voterUid: p.uid, authorUid: p.uid, categoryId: c.id })),
          );
          const withSelfVotes = { ...round, challenges: [...round.challenges, ...selfVotes] };
          expect(scoreRound(withSelfVotes, state.players, state.settings)).toEqual(scores);
          expect(reviewRound(withSelfVotes, state.players, rules)).toEqual(
            reviewRound(round, state.players, rules),
          );
        });
      }),
      RUNS,
    );
  });

  it('never changes the state an intent is given, and every state survives JSON unchanged', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        let state: GameState = deepFreeze(startRandomGame(game));
        let now = state.startedAt;
        for (const step of game.steps) {
          now += step.waitMs;
          const { actorUid, intents } = intentsOf(state, step);
          for (const intent of intents) {
            const result = applyAnyIntent(state, actorUid, intent, now);
            state = deepFreeze(result.ok ? result.state : advance(state, now).state);
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          }
        }
      }),
      RUNS,
    );
  });

  it('advances idempotently: a second tick at the same time changes nothing', () => {
    fc.assert(
      fc.property(gameArbitrary, fc.integer({ min: 0, max: 200_000 }), (game, later) => {
        playRandomGame(game, (state, now) => {
          const once = advance(state, now + later).state;
          expect(advance(once, now + later)).toEqual({ state: once, events: [] });
        });
      }),
      { numRuns: 50 },
    );
  });
});
