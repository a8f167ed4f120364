const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** How many letters pass by before the round's letter lands. */
export const ROLL_LENGTH = 16;

/**
 * The letters on the slot machine's reel, ending with `letter`. Fixed for a given letter (no randomness
 * in rendering), and stepping through the alphabet by 11 so the reel looks shuffled and never shows the
 * round's letter before it lands.
 */
export function rollStrip(letter: string): string[] {
  const start = Math.max(0, ALPHABET.indexOf(letter));
  const passing = Array.from({ length: ROLL_LENGTH }, (_, i) => ALPHABET[(start + 7 + i * 11) % 26] ?? 'A');
  return [...passing, letter];
}
