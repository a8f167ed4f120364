import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, onSessionLoss } from './api';

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie of our own origin', async () => {
    answer(204);
    await apiRequest('/api/me', { method: 'PATCH', body: { photoURL: '/avatars/lion.svg' } });
    expect(fetch).toHaveBeenCalledWith('/api/me', {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{"photoURL":"/avatars/lion.svg"}',
    });
  });

  it('turns an error body into an ApiError with status, code and field messages', async () => {
    answer(409, { code: 'nickname-in-use', message: 'taken', fieldErrors: { nickname: 'taken' } });
    const error = await failure(apiRequest('/api/auth/guest', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 409, code: 'nickname-in-use', message: 'taken' });
    expect(error.fieldErrors).toEqual({ nickname: 'taken' });
  });

  it('reports no answer at all as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/api/session'));
    expect(error).toMatchObject({ status: 0, code: 'network-failed' });
  });

  it('tells the listener about a lost session, but not about refused credentials', async () => {
    const listener = vi.fn();
    const stop = onSessionLoss(listener);
    answer(401, { code: 'invalid-credentials', message: 'Wrong email or password' });
    await failure(apiRequest('/api/auth/sign-in', { method: 'POST', body: {} }));
    expect(listener).not.toHaveBeenCalled();
    answer(401, { code: 'account-disabled', message: 'disabled' });
    await failure(apiRequest('/api/me', { method: 'PATCH', body: {} }));
    expect(listener).toHaveBeenCalledWith('account-disabled');
    stop();
  });

  it('keeps quiet about a lost session when the caller reports it itself', async () => {
    const listener = vi.fn();
    const stop = onSessionLoss(listener);
    answer(401, { code: 'session-expired', message: 'expired' });
    await failure(apiRequest('/api/session', { reportSessionLoss: false }));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
