import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accepted, answeringGame } from '../testing/game-fixtures.ts';
import { gameArbitrary, playRandomGame } from '../testing/random-game.ts';
import { saveAnswer, saveAnswerOnCopy } from '../testing/intent-functions.ts';

const TEXTS = ['', 'Anna', '  anna ', 'Q\tx', 'x'.repeat(200)];

describe('saveAnswer without a copy of the game', () => {
  it('decides and builds exactly what the rule does on a private copy, in every phase of random games', () => {
    fc.assert(
      fc.property(gameArbitrary, fc.nat({ max: 99 }), (game, pick) => {
        let checks = 0;
        playRandomGame(game, (state, now) => {
          const round = state.rounds.at(-1)!;
          const uid = state.players[(pick + checks) % state.players.length]!.uid;
          const categoryId = [...round.categories.map((c) => c.id), 'no-such-category'][checks % 6]!;
          const draft = { categoryId, text: `${round.letter}${TEXTS[(pick + checks) % TEXTS.length]}` };
          const before = JSON.stringify(state);
          for (const at of [now, now + 5_000]) {
            expect(saveAnswer(state, uid, draft, at)).toEqual(saveAnswerOnCopy(state, uid, draft, at));
          }
          expect(saveAnswer(state, 'stranger', draft, now)).toEqual(
            saveAnswerOnCopy(state, 'stranger', draft, now),
          );
          expect(JSON.stringify(state)).toBe(before);
          checks += 1;
        });
      }),
      { numRuns: 40 },
    );
  });

  it('shares everything with the state it was given but the current round and its answers', () => {
    const { state, now } = answeringGame();
    const saved = accepted(saveAnswer(state, 'ana', { categoryId: 'name', text: 'Anna' }, now)).state;
    expect(saved.players).toBe(state.players);
    expect(saved.settings).toBe(state.settings);
    expect(saved.rounds[0]).not.toBe(state.rounds[0]);
    expect(saved.rounds[0]?.categories).toBe(state.rounds[0]?.categories);
    expect(state.rounds[0]?.answers).toEqual([]);
  });
});
