import { REVEAL_STEP_MS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { accepted, reviewingGame, roomAt } from '../testing/game-fixtures.ts';
import { paceReveal } from '../testing/intent-functions.ts';
import { playerView } from '../view/player-view.ts';
import { revealEntries } from './reveal.ts';

// Ana and Cy answered Name, Ben Place: three answers to reveal, empty ones left out.
const answers = { ana: { name: 'Anna' }, ben: { place: 'Athens' }, cy: { name: 'Amy' } };
const bigScreen = () => reviewingGame(answers, { bigScreen: true });
const revealOf = (state: ReturnType<typeof bigScreen>['state'], now: number) =>
  playerView(state, 'ben', now, roomAt(2)).round.review?.reveal;

describe('the big screen’s reveal', () => {
  it('orders the answers category by category, players in seat order, without the empty ones', () => {
    const { state } = bigScreen();
    expect(revealEntries(state, state.rounds[0]!)).toEqual([
      { uid: 'ana', categoryId: 'name' },
      { uid: 'cy', categoryId: 'name' },
      { uid: 'ben', categoryId: 'place' },
    ]);
  });

  it('starts with nothing revealed and brings out one more answer at each Next of the host', () => {
    const { state, now } = bigScreen();
    expect(revealOf(state, now)).toEqual({ shown: 0, autoSince: null });
    const once = accepted(paceReveal(state, 'ana', { pace: 'next' }, now));
    expect(once.events).toEqual([{ type: 'reveal-paced', pace: 'next' }]);
    expect(revealOf(once.state, now)).toEqual({ shown: 1, autoSince: null });
    const thrice = [1, 2].reduce(
      (game) => accepted(paceReveal(game, 'ana', { pace: 'next' }, now)).state,
      once.state,
    );
    expect(revealOf(thrice, now)?.shown).toBe(3);
    // Past the last answer Next changes nothing more.
    expect(revealOf(accepted(paceReveal(thrice, 'ana', { pace: 'next' }, now)).state, now)?.shown).toBe(3);
  });

  it('moves the host’s card to the category of the answer it brought out, so the phones follow', () => {
    const { state, now } = bigScreen();
    const three = [0, 1, 2].reduce(
      (game) => accepted(paceReveal(game, 'ana', { pace: 'next' }, now)).state,
      state,
    );
    expect(three.rounds[0]?.reviewFocus).toBe('place');
  });

  it('runs by itself from Auto, and Next stops it where it got to, plus one', () => {
    const { state, now } = bigScreen();
    const auto = accepted(paceReveal(state, 'ana', { pace: 'auto' }, now)).state;
    expect(revealOf(auto, now)).toEqual({ shown: 0, autoSince: now });
    // Auto again changes nothing: the running reveal keeps its start.
    expect(accepted(paceReveal(auto, 'ana', { pace: 'auto' }, now + 10)).state).toBe(auto);
    const stopped = accepted(paceReveal(auto, 'ana', { pace: 'next' }, now + REVEAL_STEP_MS + 1)).state;
    expect(revealOf(stopped, now)).toEqual({ shown: 2, autoSince: null });
  });

  it('lets only the host pace it, only in a room with a big screen', () => {
    const { state, now } = bigScreen();
    expect(paceReveal(state, 'ben', { pace: 'next' }, now)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    const plain = reviewingGame(answers);
    expect(paceReveal(plain.state, 'ana', { pace: 'next' }, plain.now)).toMatchObject({
      ok: false,
      error: { code: 'no-big-screen' },
    });
  });
});
