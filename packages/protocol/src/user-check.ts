import type { SessionResponse, UserResponse } from './auth-api.ts';
import type { User } from './identity.ts';
import { isUiLocale } from './ui-locales.ts';

/** What the web app asks of a response check: zod's safeParse, or a hand-written one of the same shape. */
export type ResponseCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** userSchema's rule, copied into the fresh object zod would make (unknown keys dropped). */
function userFrom(value: unknown): User | undefined {
  if (!isRecord(value)) return undefined;
  const { uid, displayName, email, photoURL, isAnonymous, locale } = value;
  if (typeof uid !== 'string' || typeof displayName !== 'string') return undefined;
  if (!isStringOrNull(email) || !isStringOrNull(photoURL) || typeof isAnonymous !== 'boolean')
    return undefined;
  return {
    uid,
    displayName,
    email: email as string | null,
    photoURL: photoURL as string | null,
    isAnonymous,
    // Like the schema's catch: a language this client does not know is dropped, the user kept.
    ...(isUiLocale(locale) && { locale }),
  };
}

/**
 * The answers the first screen reads (the session, and the user after signing in), checked without zod so
 * the home screen's scripts stay small (docs/decisions/024-route-splitting-and-bundle-budgets.md). They
 * accept exactly what userResponseSchema and sessionResponseSchema accept (user-check.test.ts).
 */
export const userResponseCheck: ResponseCheck<UserResponse> = {
  safeParse(value) {
    const user = isRecord(value) ? userFrom(value.user) : undefined;
    return user ? { success: true, data: { user } } : { success: false };
  },
};

export const sessionResponseCheck: ResponseCheck<SessionResponse> = {
  safeParse(value) {
    if (!isRecord(value)) return { success: false };
    if (value.user === null) return { success: true, data: { user: null } };
    const user = userFrom(value.user);
    return user ? { success: true, data: { user } } : { success: false };
  },
};
