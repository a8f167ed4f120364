import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@npat/protocol';

/** A source of random numbers in [0, 1), passed in so the engine stays deterministic under test. */
export type Rng = () => number;

/**
 * A join code of 6 characters drawn uniformly from the unambiguous alphabet (32 letters and digits,
 * about 10^9 codes). Give it a cryptographic source in production; whether the code is free among open
 * rooms is for the server to check, and to draw again if not.
 */
export function generateJoinCode(rng: Rng): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1) {
    const position = Math.min(Math.floor(rng() * JOIN_CODE_ALPHABET.length), JOIN_CODE_ALPHABET.length - 1);
    code += JOIN_CODE_ALPHABET[position];
  }
  return code;
}
