import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost: one of OWASP's equivalent parameter sets (N=2^15, r=8, p=3: 32 MiB, about 0.15 s
 * here). It uses half the memory of N=2^16, p=2, which matters when several sign-ins hash at once on
 * a small machine. The parameters are stored in each hash, so they can rise later without breaking
 * existing passwords.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
type ScryptCost = { readonly N: number; readonly r: number; readonly p: number };
/** The cost of new hashes: always SCRYPT_PARAMS in the server; a test process may lower it. */
let hashingCost: ScryptCost = SCRYPT_PARAMS;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this, so a damaged row cannot make one check eat gigabytes. */
const MAX_N = 2 ** 20;

/**
 * Hashes a password with a fresh random salt, as `scrypt$N$r$p$salt$hash` (salt and hash base64url).
 * The password is NFC-normalised first, so the same characters typed on another system match.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = hashingCost;
  const key = await derive(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Whether `password` matches `stored` (made by {@link hashPassword}), compared in constant time.
 * A malformed `stored` matches nothing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === undefined) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, { N, r, p });
  return timingSafeEqual(candidate, key);
}

let dummyHash: Promise<string> | undefined;

/**
 * For test processes only (testing/light-password-hashing.ts): new hashes get `cost`. Every hash names its
 * own parameters, so verifying and everything around it works as with the real cost, hundreds of times faster.
 */
export function useHashingCostInTests(cost: ScryptCost): void {
  hashingCost = cost;
  dummyHash = undefined;
}

/** Makes the hash {@link verifyAgainstNothing} checks against now, so not even its first use is slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Spends the time of one real check and returns false. Used when the account does not exist, so an
 * unknown email answers as slowly as a wrong password and timing tells nothing.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined) return undefined;
  const [N, blockSize, parallel] = [n, r, p].map(Number);
  if (N === undefined || blockSize === undefined || parallel === undefined) return undefined;
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    [blockSize, parallel].every((value) => Number.isInteger(value) && value >= 1 && value <= 32);
  const keyBytes = Buffer.from(key, 'base64url');
  if (!valid || keyBytes.length < 16) return undefined;
  return { N, r: blockSize, p: parallel, salt: Buffer.from(salt, 'base64url'), key: keyBytes };
}

function derive(password: string, salt: Buffer, length: number, params: ScryptOptions): Promise<Buffer> {
  const { N = 0, r = 0 } = params;
  // Node refuses scrypt above 32 MiB unless told; 128·N·r bytes is what it needs, doubled for slack.
  const options = { ...params, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
