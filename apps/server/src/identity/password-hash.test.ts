import { scryptSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hashPassword,
  SCRYPT_PARAMS,
  useHashingCostInTests,
  verifyAgainstNothing,
  verifyPassword,
} from './password-hash.ts';

describe('password hashing', () => {
  // The other suites hash at a light cost (testing/light-password-hashing.ts); this one checks the real one.
  beforeAll(() => useHashingCostInTests(SCRYPT_PARAMS));

  it('stores the scrypt parameters, a salt and the hash in one string', async () => {
    const hash = await hashPassword('correct horse');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      'scrypt',
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(hash).not.toContain('correct horse');
  });

  it('uses at least an OWASP-recommended cost', () => {
    // OWASP's equivalent sets trade memory (N·r) against passes (p): 2^17·8·1 = 2^16·8·2 = 2^15·8·3 …
    expect(SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('right password');
    expect(await verifyPassword('right password', hash)).toBe(true);
    expect(await verifyPassword('Right password', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('matches a password typed with composed or decomposed accents alike', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
  });

  it('verifies hashes made with other parameters, so the cost can rise later', async () => {
    const salt = Buffer.from('saltsaltsaltsalt');
    const key = scryptSync('older password', salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('older password', stored)).toBe(true);
    expect(await verifyPassword('other password', stored)).toBe(false);
  });

  it.each([
    'plain text',
    'bcrypt$10$abc$def',
    'scrypt$1000$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5',
    'scrypt$2097152$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5',
    'scrypt$16384$8$1$c2FsdA$a2V5$extra',
  ])('matches nothing against the malformed hash %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('spends a real check on an unknown account and answers false', async () => {
    expect(await verifyAgainstNothing('whatever')).toBe(false);
  });
});
