import { randomBytes } from 'node:crypto';
import { AUTH_ROUTES, avatarPath, userResponseSchema, type User } from '@npat/protocol';
import { hashPassword } from '../identity/password-hash.ts';
import { hashSecretToken, newSecretToken } from '../identity/secret-token.ts';
import { SESSION_COOKIE } from '../identity/session-cookie.ts';
import { testServerAt } from './test-server.ts';

/** A signed-in test user and the Cookie header that carries their session. */
export interface SignedInUser {
  readonly user: User;
  /** `npat_session=<token>`, ready for a Cookie header or socket.io's extraHeaders. */
  readonly cookie: string;
}

/** A nickname no other test uses: 'g' and 12 hex digits. */
export function uniqueNickname(): string {
  return `g${randomBytes(6).toString('hex')}`;
}

/** Sends a JSON request (or none, without `body`) the way a non-browser client would. */
export function sendJson(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** The session cookie a response sets, as `npat_session=<token>`; undefined when it sets none. */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return header?.split(';')[0];
}

/**
 * Creates a guest over HTTP on the server at `baseUrl` and returns them with their session cookie.
 * For any test that needs a signed-in user (sockets, rooms, …).
 */
export async function signInAsGuest(
  baseUrl: string,
  options: { nickname?: string; photoURL?: string } = {},
): Promise<SignedInUser> {
  const response = await sendJson(`${baseUrl}${AUTH_ROUTES.guest}`, 'POST', {
    nickname: options.nickname ?? uniqueNickname(),
    photoURL: options.photoURL ?? avatarPath('lion'),
  });
  if (response.status !== 201)
    throw new Error(`creating a guest answered ${response.status}: ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  if (cookie === undefined) throw new Error('creating a guest set no session cookie');
  return { user: userResponseSchema.parse(await response.json()).user, cookie };
}

/** A signed-up test account with the credentials it was made with. */
export interface SignedUpAccount extends SignedInUser {
  readonly email: string;
  readonly password: string;
}

/**
 * Creates an account on the test server at `baseUrl` (unique email and display name unless given) and returns
 * its session. A sign-up is finished by a mailed link (decision 049) whose token only the mail holds, so this
 * stores the pending sign-up itself, as POST sign-up would, and opens the link over HTTP: the account is
 * made and signed in by the real route. The sign-up route itself is tested in sign-up-routes.test.ts.
 */
export async function signUpAccount(
  baseUrl: string,
  options: { email?: string; password?: string; displayName?: string } = {},
): Promise<SignedUpAccount> {
  const server = testServerAt(baseUrl);
  if (server === undefined) throw new Error(`no test server of this process listens at ${baseUrl}`);
  const suffix = randomBytes(4).toString('hex');
  const email = options.email ?? `u${suffix}@example.com`;
  const password = options.password ?? 'correct horse';
  const token = newSecretToken();
  await server.repositories.pendingSignUps.create({
    tokenHash: hashSecretToken(token),
    email,
    displayName: options.displayName ?? `Player ${suffix}`,
    passwordHash: await hashPassword(password),
    photoUrl: null,
    createdAt: Date.now(),
    // Whatever the server's clock says (tests move it), this link has not expired.
    expiresAt: Number.MAX_SAFE_INTEGER,
  });
  const response = await sendJson(`${baseUrl}${AUTH_ROUTES.signUpConfirm}`, 'POST', { token });
  if (response.status !== 201)
    throw new Error(`confirming a sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  if (cookie === undefined) throw new Error('confirming a sign-up set no session cookie');
  return { user: userResponseSchema.parse(await response.json()).user, cookie, email, password };
}

/** Whether a response tells the browser to drop the session cookie. */
export function clearsSessionCookie(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some(
      (cookie) =>
        cookie.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie),
    );
}

/** GET /api/session with the given Cookie header (or none). */
export function getSession(baseUrl: string, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${AUTH_ROUTES.session}`, { headers: cookie === undefined ? {} : { cookie } });
}
