/** A random source: returns a number in [0, 1), like Math.random, passed in so the engine stays pure. */
export type RandomSource = () => number;

/**
 * Draws `count` distinct items uniformly, in draw order: each draw picks uniformly among the items
 * not drawn yet. An out-of-range random value (1, NaN) is clamped rather than trusted.
 */
export function drawWithoutRepeats<T>(items: readonly T[], count: number, rng: RandomSource): T[] {
  const remaining = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && remaining.length > 0) {
    const value = rng();
    const scaled = Number.isFinite(value) ? Math.floor(value * remaining.length) : 0;
    const index = Math.min(remaining.length - 1, Math.max(0, scaled));
    drawn.push(...remaining.splice(index, 1));
  }
  return drawn;
}

/**
 * A random source that replays the same numbers for the same seed (mulberry32): for draws the game makes
 * after its start, in a timer tick, where no random source is passed in. The seed itself was drawn at the
 * start, so two servers serving the same deadline draw alike.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
