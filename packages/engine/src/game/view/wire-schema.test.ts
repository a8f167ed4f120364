import {
  gameErrorSchema,
  gameProgressSchema,
  gameResultsSchema,
  playerViewSchema,
  type GameError as WireGameError,
  type GameResults as WireGameResults,
} from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { advance } from '../advance.ts';
import { GAME_ERROR_CODES, refuse, type GameError } from '../errors.ts';
import { gameResults, type GameResults } from '../scoring/round-table.ts';
import { GAME_PHASES, type GamePhase, type GameState } from '../state.ts';
import { accepted, reviewingGame, roomAt, withAnswers } from '../testing/game-fixtures.ts';
import { gameArbitrary, playRandomGame } from '../testing/random-game.ts';
import { playerView } from './player-view.ts';
import { progressUpdate } from './progress-update.ts';
import { challenge, nextRound, stop } from '../testing/intent-functions.ts';

/** Every view of `state` (one per player), its progress and its results parse to exactly themselves. */
function expectWireShaped(state: GameState, now: number, version: number): void {
  for (const { uid } of state.players) {
    const view = playerView(state, uid, now, roomAt(version));
    // Equal after parsing: the schema neither refuses a field the engine sends nor drops one.
    expect(playerViewSchema.parse(view)).toEqual(view);
  }
  const progress = progressUpdate('room-1', state, now, version);
  expect(gameProgressSchema.parse(progress)).toEqual(progress);
  const results = gameResults(state);
  expect(gameResultsSchema.parse(results)).toEqual(results);
}

describe('the protocol’s schemas of what the server sends', () => {
  // The view's type is the schema's own (z.infer): what is left to check of it is that built views parse.
  it('describe the engine’s results type both ways and its refusals one way', () => {
    expectTypeOf<GameResults>().toEqualTypeOf<WireGameResults>();
    // The server adds refusals of its own, so the wire's codes are more than the engine's.
    expectTypeOf<GameError>().toExtend<WireGameError>();
  });

  it('accept every refusal code of the engine', () => {
    for (const code of Object.values(GAME_ERROR_CODES)) {
      expect(gameErrorSchema.safeParse(refuse(code).error).success).toBe(true);
    }
  });

  it('match the views of a game walked through every phase, with a challenge and a STOP', () => {
    const answers = { ana: { name: 'Anna', place: 'Accra' }, ben: { name: 'anna' }, cy: { thing: 'Axe' } };
    const reviewing = reviewingGame(answers, { rounds: 2, endMode: 'Fastest Finger' });
    const ref = { authorUid: 'cy', categoryId: 'thing' };
    let state = accepted(challenge(reviewing.state, 'ben', ref, reviewing.now)).state;
    let now = reviewing.now;
    const phases = new Set<GamePhase>();
    for (let version = 1; state.phase !== 'GAME-COMPLETED'; version += 1) {
      phases.add(state.phase);
      expectWireShaped(state, now, version);
      if (state.phase === 'ROUND_RESULTS') {
        state = accepted(nextRound(state, 'ana', {}, now)).state;
      } else if (state.phase === 'ANSWERING' && state.currentRound === 2 && state.rounds[1]?.stop === null) {
        // Round 2 ends with Ana's STOP once she has filled every category.
        const texts = Object.fromEntries(state.rounds[1].categories.map(({ id }) => [id, 'Bee']));
        state = accepted(stop(withAnswers(state, { ana: texts }, now), 'ana', {}, now)).state;
      } else {
        now = state.phaseEndsAt ?? now;
        state = advance(state, now).state;
      }
    }
    expectWireShaped(state, now, 99);
    expect(phases.size).toBe(GAME_PHASES.length - 1);
    expect(state.rounds[1]?.stop?.uid).toBe('ana');
  });

  it('match every view of every player at every step of random games, in every phase', () => {
    const phases = new Set<GamePhase>();
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        let version = 1;
        playRandomGame(game, (state, now) => {
          phases.add(state.phase);
          expectWireShaped(state, now, version++);
        });
      }),
      { numRuns: 30 },
    );
    expect([...phases].sort()).toEqual([...GAME_PHASES].sort());
  });
});
