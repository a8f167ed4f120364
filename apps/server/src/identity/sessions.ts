import type { User } from '@npat/protocol';
import type { Repositories } from '../storage/repositories.ts';
import type { UserRecord } from '../storage/users-repository.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { SESSION_TTL_MS, sessionTokenFromCookieHeader } from './session-cookie.ts';

/** The expiry slides at most once a day, so an active player costs one write a day, not one a request. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

/** What a session cookie amounts to. */
export type SessionLookup =
  /** No session cookie was sent. */
  | { readonly status: 'none' }
  /** The cookie names a session that expired, was revoked, or never existed. */
  | { readonly status: 'expired' }
  /** The session is valid, but an operator disabled the account. */
  | { readonly status: 'disabled' }
  | {
      readonly status: 'active';
      readonly user: User;
      /** Stable id of this session for the server's own bookkeeping (the token's hash, never the token). */
      readonly sessionId: string;
      readonly token: string;
      /** True when this lookup slid the expiry forward: re-send the cookie so the browser keeps it too. */
      readonly renewed: boolean;
    };

/** Who lost their sessions, so live connections of theirs can be closed too. */
export type EndedSessions = { readonly sessionId: string } | { readonly userId: string };

/** Starting, looking up and ending sessions. */
export interface Sessions {
  /** Creates a session for the user and returns its new token, for the cookie. */
  start(userId: string): Promise<string>;
  /** Looks up the session a Cookie header names, sliding its expiry when a day has passed. */
  resolve(cookieHeader: string | undefined): Promise<SessionLookup>;
  /**
   * Ends the session the token names: a guest's user is deleted with everything of theirs (a guest
   * cannot sign in again), an account's session is revoked. Unknown tokens are ignored.
   */
  end(token: string | undefined): Promise<EndedSessions | undefined>;
}

/** The protocol's view of a stored user. */
export function toUser(record: UserRecord): User {
  return {
    uid: record.id,
    displayName: record.displayName,
    email: record.email,
    photoURL: record.photoUrl,
    isAnonymous: record.isAnonymous,
    // Absent, not null, until one is chosen: the wire type keeps `locale` optional.
    ...(record.locale !== null && { locale: record.locale }),
  };
}

/**
 * Sessions kept in the database, so every node sharing it knows every session.
 *
 * @param beforeUserDeleted awaited before a guest's user is deleted at the end of their session
 */
export function createSessions(
  repositories: Repositories,
  now: () => number,
  beforeUserDeleted: (userId: string) => Promise<void> = async () => {},
): Sessions {
  const { sessions, users } = repositories;
  return {
    async start(userId) {
      const token = newSecretToken();
      const time = now();
      await sessions.create({
        tokenHash: hashSecretToken(token),
        userId,
        createdAt: time,
        expiresAt: time + SESSION_TTL_MS,
        lastSeenAt: time,
      });
      return token;
    },

    async resolve(cookieHeader) {
      const token = sessionTokenFromCookieHeader(cookieHeader);
      if (token === undefined) return { status: 'none' };
      const sessionId = hashSecretToken(token);
      const found = await sessions.findWithUser(sessionId);
      const time = now();
      if (found === undefined) return { status: 'expired' };
      if (found.session.expiresAt <= time) {
        await sessions.delete(sessionId);
        return { status: 'expired' };
      }
      if (found.user.disabledAt !== null) return { status: 'disabled' };

      const renewed = time - found.session.lastSeenAt >= SLIDE_AFTER_MS;
      if (renewed) await sessions.touch(sessionId, time, time + SESSION_TTL_MS);
      return { status: 'active', user: toUser(found.user), sessionId, token, renewed };
    },

    async end(token) {
      if (token === undefined) return undefined;
      const sessionId = hashSecretToken(token);
      const found = await sessions.findWithUser(sessionId);
      if (found === undefined) return undefined;
      if (found.user.isAnonymous) {
        await beforeUserDeleted(found.user.id);
        await users.delete(found.user.id);
        return { userId: found.user.id };
      }
      await sessions.delete(sessionId);
      return { sessionId };
    },
  };
}
