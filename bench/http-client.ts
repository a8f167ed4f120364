import {
  AUTH_ROUTES,
  AVATAR_IDS,
  avatarPath,
  ROOM_ROUTES,
  type CreateRoomResponse,
  type GameCreationInput,
  type User,
} from '@npat/protocol';
import { isServerFullBody, ServerFullError } from './refused-starts.ts';

/** The session cookie's name (apps/server's SESSION_COOKIE; the bench does not import the server). */
const SESSION_COOKIE = 'npat_session';

/** A guest the bench signed in, with the Cookie header of their session. */
export interface BotUser {
  readonly user: User;
  readonly cookie: string;
}

/** A JSON request as a browser page of the app would send it: same Origin, the session cookie. */
async function postJson(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(cookie !== undefined && { cookie }),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

/** Creates the guest `nickname` and returns their session. */
export async function signInGuest(baseUrl: string, nickname: string, index: number): Promise<BotUser> {
  const avatar = AVATAR_IDS[index % AVATAR_IDS.length] ?? AVATAR_IDS[0];
  const response = await postJson(baseUrl, AUTH_ROUTES.guest, { nickname, photoURL: avatarPath(avatar) });
  if (response.status !== 201)
    throw new Error(`guest sign-in answered ${response.status}: ${await response.text()}`);
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const cookie = header?.split(';')[0];
  if (cookie === undefined) throw new Error('guest sign-in set no session cookie');
  const { user } = (await response.json()) as { user: User };
  return { user, cookie };
}

/** Signs the guest out, which deletes them (and takes them out of their rooms), as a guest idle too long would be. */
export async function signOut(baseUrl: string, cookie: string): Promise<void> {
  const response = await postJson(baseUrl, AUTH_ROUTES.signOut, {}, cookie);
  if (response.status !== 204)
    throw new Error(`sign-out answered ${response.status}: ${await response.text()}`);
}

/** POST /api/rooms as the host; resolves with the new room, throws ServerFullError when the server is full. */
export async function createRoom(
  baseUrl: string,
  cookie: string,
  form: GameCreationInput,
): Promise<CreateRoomResponse> {
  const response = await postJson(baseUrl, ROOM_ROUTES.create, form, cookie);
  if (response.status === 201) return (await response.json()) as CreateRoomResponse;
  const body = await response.text();
  if (response.status === 503 && isServerFullBody(body))
    throw new ServerFullError('POST /api/rooms', response.headers.get('retry-after') ?? undefined);
  throw new Error(`creating a room answered ${response.status}: ${body}`);
}
