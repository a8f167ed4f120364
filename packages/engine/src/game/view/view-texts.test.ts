import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../state.ts';
import { accepted, reviewingGame, roomAt } from '../testing/game-fixtures.ts';
import { gameArbitrary, playRandomGame } from '../testing/random-game.ts';
import { playerView } from './player-view.ts';
import { playerViewTexts } from './view-texts.ts';
import { challenge, voteCreative } from '../testing/intent-functions.ts';

/** Each player's, each spectator's and a stranger's text is exactly their own view written as JSON. */
function expectEveryViewersText(state: GameState, now: number, version: number): void {
  const textFor = playerViewTexts(state, now, roomAt(version));
  const viewers = [...state.players, ...state.spectators].map(({ uid }) => uid).concat('stranger');
  for (const uid of viewers) {
    expect(textFor(uid)).toBe(JSON.stringify(playerView(state, uid, now, roomAt(version))));
  }
}

describe('playerViewTexts', () => {
  it('writes every viewer’s own view at every step of random games, in every phase', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        let version = 1;
        playRandomGame(game, (state, now) => expectEveryViewersText(state, now, version++));
      }),
      { numRuns: 40 },
    );
  });

  it('gives each reviewer their own challenges and creative votes', () => {
    const answers = { ana: { name: 'Anna' }, ben: { name: 'Bert' }, cy: { name: 'Cleo' } };
    const reviewing = reviewingGame(answers, { creativeBonus: true });
    const ref = { authorUid: 'cy', categoryId: 'name' };
    let state = accepted(challenge(reviewing.state, 'ben', ref, reviewing.now)).state;
    state = accepted(voteCreative(state, 'ana', { ...ref, creative: true }, reviewing.now)).state;
    expectEveryViewersText(state, reviewing.now, 7);
    const ben = JSON.parse(playerViewTexts(state, reviewing.now, roomAt(7))('ben')) as ReturnType<
      typeof playerView
    >;
    const cleo = ben.round.review?.categories
      .find((category) => category.categoryId === 'name')
      ?.answers.find((answer) => answer.uid === 'cy');
    expect(cleo).toMatchObject({ challengedByYou: true, votedCreativeByYou: false });
  });

  it('is not misled by names and answers that spell the stand-ins for own fields', () => {
    const spelled = '"you":-1,"watching":-1}';
    const answers = { ana: { name: `"challengedByYou":-1}` }, ben: { name: '"yourAnswers":-1]' } };
    const reviewing = reviewingGame(answers, { creativeBonus: true });
    const state: GameState = {
      ...reviewing.state,
      players: reviewing.state.players.map((player) => ({ ...player, displayName: spelled })),
    };
    expectEveryViewersText(state, reviewing.now, 3);
  });
});
