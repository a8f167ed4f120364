import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token: 32 random bytes, base64url (43 characters), fit for a cookie or a URL. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 (hex) under which a token is stored. Only the hash reaches the database, so a leaked
 * copy of it opens no session and resets no password. A plain hash suffices because the token itself
 * carries 256 random bits; it needs no per-node secret, so every node finds every session.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
