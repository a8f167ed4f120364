import fastifyCookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/** Name of the cookie that carries the session token. */
export const SESSION_COOKIE = 'npat_session';

/** How long a session lasts without use; each day of use slides it forward again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sets, clears and reads the session cookie with the same attributes everywhere. */
export interface SessionCookie {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * The session cookie: httpOnly (scripts never see the token), SameSite=Lax (other sites' forms and
 * fetches do not carry it), Path=/, Max-Age of a session, and Secure when PUBLIC_URL is https.
 * Plain http stays possible for a LAN party, where browsers would drop a Secure cookie.
 */
export function createSessionCookie(publicUrl: string): SessionCookie {
  const attributes = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: publicUrl.startsWith('https:'),
  } as const;
  return {
    set(reply, token) {
      reply.setCookie(SESSION_COOKIE, token, { ...attributes, maxAge: SESSION_TTL_MS / 1000 });
    },
    clear(reply) {
      reply.clearCookie(SESSION_COOKIE, attributes);
    },
  };
}

/** The session token in a Cookie header, or `undefined` when there is none. */
export function sessionTokenFromCookieHeader(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined || cookieHeader === '') return undefined;
  const token = fastifyCookie.parse(cookieHeader)[SESSION_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}
