import type { Agent } from 'node:http';
import { AUTH_ROUTES, AVATAR_IDS, avatarPath, type User } from '@npat/protocol';
import { sendHttp } from './http-request.ts';

/** The session cookie's name (apps/server's SESSION_COOKIE; the fuzzer does not import the server). */
const SESSION_COOKIE = 'npat_session';

/** A signed-in guest and the Cookie header of their session. */
export interface GuestSession {
  readonly user: User;
  readonly cookie: string;
}

let guestNumber = 0;

/**
 * Signs in a new guest from the agent's loopback address, the way the web app does. A name the
 * fuzzer's random sign-ins took already is skipped.
 */
export async function signInGuest(baseUrl: string, agent: Agent): Promise<GuestSession> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signInOnce(baseUrl, agent);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function signInOnce(baseUrl: string, agent: Agent): Promise<GuestSession> {
  guestNumber += 1;
  const avatar = AVATAR_IDS[guestNumber % AVATAR_IDS.length] ?? AVATAR_IDS[0];
  const answer = await sendHttp(baseUrl, agent, {
    method: 'POST',
    path: AUTH_ROUTES.guest,
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ nickname: `fuzzer ${guestNumber}`, photoURL: avatarPath(avatar) }),
  });
  if (answer.status !== 201) throw new Error(`guest sign-in answered ${answer.status}: ${answer.text}`);
  const setCookie = [answer.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
  if (cookie === undefined) throw new Error('guest sign-in set no session cookie');
  return { user: (JSON.parse(answer.text) as { user: User }).user, cookie };
}
