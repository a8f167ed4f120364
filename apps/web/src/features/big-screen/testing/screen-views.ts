import { applyRefereeMarks, type GameSettings, type GameState, type PlayerView } from '@npat/engine';
import { act, answer, newGame, T0, tickTo, viewOf } from '@/app/testing/game-views';

/**
 * Views as a big screen gets them, built by the real engine from the game fixtures (app/testing/game-views.ts):
 * the game as someone without a seat sees it (the server's SCREEN_VIEWER), of room 'room-1'.
 */
export const SCREEN_VIEWER = 'screen:';

export function screenView(state: GameState, now: number, version = 1): PlayerView {
  return viewOf(state, SCREEN_VIEWER, now, version);
}

/**
 * Round 1 (letter A) of Ana (host), Ben and Cy with a big screen, answered and under review at the returned
 * `now`: Ana and Ben both wrote Anna (the same answer), Cy Alex; Amsterdam and Athens for the place; only
 * Ana and Cy an animal. `rude` marks answers the server found rude (the rude filter on).
 */
export function reviewing(
  settings: Partial<GameSettings> = {},
  rude: readonly { uid: string; categoryId: string }[] = [],
): { state: GameState; now: number } {
  const started = newGame({ bigScreen: true, rudeFilter: rude.length > 0, ...settings });
  const answering = tickTo(started, 'ANSWERING');
  const answered = answer(
    answering.state,
    {
      ana: { name: 'Anna', place: 'Amsterdam', animal: 'Ant' },
      ben: { name: 'Anna', place: 'Athens' },
      cy: { name: 'Alex', animal: 'Ape' },
    },
    answering.now + 1000,
  );
  const review = tickTo(answered, 'REVIEWING', answering.now);
  if (rude.length === 0) return review;
  const judged = applyRefereeMarks(review.state, { round: 1, marks: [], rude }, review.now);
  if (!judged.ok) throw new Error('The engine refused the referee’s marks');
  return { state: judged.state, now: review.now };
}

/** The host paces the reveal: `next` brings out one more answer, `auto` lets them come out by themselves. */
export function pace(state: GameState, how: 'next' | 'auto', now: number, times = 1): GameState {
  let current = state;
  for (let i = 0; i < times; i += 1)
    current = act(current, 'ana', { name: 'game:reveal', payload: { pace: how } }, now);
  return current;
}

export { T0 };

/**
 * The results of round 1 (Ana 25, Cy 20, Ben 15) and then of round 2 (letter B), where Cy fills four
 * categories, Ben one and Ana none: Cy goes up to first, Ben up to share second with Ana, who goes down.
 */
export function roundResults(): {
  first: { state: GameState; now: number };
  second: { state: GameState; now: number };
} {
  const review = reviewing();
  const first = tickTo(review.state, 'ROUND_RESULTS', review.now);
  const answering = tickTo(first.state, 'ANSWERING', first.now);
  const answered = answer(
    answering.state,
    {
      ben: { place: 'Bern' },
      cy: { name: 'Bob', place: 'Berlin', animal: 'Bear', thing: 'Ball' },
    },
    answering.now + 1000,
  );
  const second = tickTo(answered, 'ROUND_RESULTS', answering.now);
  return { first, second };
}
