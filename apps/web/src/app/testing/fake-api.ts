import { AUTH_ROUTES, type AuthError, type User } from '@npat/protocol';
import { vi } from 'vitest';

type Handler = (body: unknown) => Response | Promise<Response>;

/** A JSON answer, as our server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An identity error body (packages/protocol/src/auth-api.ts). */
export function apiError(
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  const body: AuthError = { code, message, ...(fieldErrors ? { fieldErrors } : {}) };
  return json(status, body);
}

export const GUEST: User = {
  uid: 'guest-1',
  displayName: 'zebra queen',
  email: null,
  photoURL: '/avatars/koala.svg',
  isAnonymous: true,
};

export const ACCOUNT: User = {
  uid: 'account-1',
  displayName: 'Ada',
  email: 'ada@example.com',
  photoURL: '/avatars/lion.svg',
  isAnonymous: false,
};

/**
 * Replaces fetch with a stand-in for our server, for unit tests of one screen. `GET /api/session` answers
 * with `state.user`; other routes answer through `routes` ("POST /api/auth/guest": handler) or fail the test.
 * The real server is exercised by the Playwright tests.
 */
export function fakeApi(user: User | null = null, routes: Record<string, Handler> = {}) {
  const state = { user };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    if (method === 'GET' && path === AUTH_ROUTES.session) return json(200, { user: state.user });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The JSON bodies sent to one route, in order. */
  const bodiesSentTo = (route: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === route)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { state, fetchMock, bodiesSentTo };
}
