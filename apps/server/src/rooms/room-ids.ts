import { randomBytes, randomInt } from 'node:crypto';
import { generateJoinCode } from '@npat/engine';

/** 16 random bytes: 128 bits, so a room id in a URL cannot be guessed. */
const ROOM_ID_BYTES = 16;

/** A new room id: base64url of 16 random bytes (22 characters, safe in URLs). */
export function newRoomId(): string {
  return randomBytes(ROOM_ID_BYTES).toString('base64url');
}

// randomInt takes a range below 2^48; 2^32 steps are plenty for picking one of 32 characters.
const RANDOM_RANGE = 2 ** 32;

/** Uniform numbers in [0, 1) from the operating system's cryptographic source, for the engine's Rng. */
export function cryptoRandom(): number {
  return randomInt(RANDOM_RANGE) / RANDOM_RANGE;
}

/** A fresh join code; whether an open room holds it already is the database's to say. */
export function newJoinCode(): string {
  return generateJoinCode(cryptoRandom);
}
