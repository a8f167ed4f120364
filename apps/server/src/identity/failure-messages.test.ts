import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, signInAsGuest } from '../testing/identity-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('identity routes when the database fails', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ cookie } = await signInAsGuest(server.url));
    await server.database.close();
  });
  afterAll(() => server?.close());

  it.each([
    [
      'POST',
      AUTH_ROUTES.guest,
      { nickname: 'stranded', photoURL: avatarPath('lion') },
      'There was an error creating a guest user',
    ],
    ['POST', AUTH_ROUTES.signOut, undefined, 'Error signing out'],
    [
      'PATCH',
      AUTH_ROUTES.profile,
      { photoURL: avatarPath('koala') },
      'There was an error updating user info',
    ],
    [
      'POST',
      AUTH_ROUTES.signUp,
      { email: 'late@example.com', password: 'password1', confirmPassword: 'password1', displayName: 'Late' },
      'There was an error creating user info',
    ],
  ])('answers %s %s with 500 and the message of the protocol', async (method, path, body, message) => {
    const response = await sendJson(`${server.url}${path}`, method, body, { cookie });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'internal-error', message });
  });

  it('answers a failed reset request with the message under the email field', async () => {
    const response = await sendJson(`${server.url}${AUTH_ROUTES.passwordResetRequest}`, 'POST', {
      email: 'someone@example.com',
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'internal-error',
      message: 'There was an error resetting your password',
      fieldErrors: { email: 'There was an error resetting your password' },
    });
  });
});
