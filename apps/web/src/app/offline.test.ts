import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILED } from '@/lib/api';
import { isOfflineFailure } from './offline';
import { failureOf } from '@/lib/word-failure';

/** A thrown loader answer as the error element sees it (what `useRouteError` gives for a thrown `data()`). */
function routeError(status: number, data: unknown) {
  return { status, statusText: '', internal: false, data };
}

const networkFailure = routeError(500, failureOf(new TypeError('Failed to fetch')));

describe('isOfflineFailure', () => {
  it("counts a loader's network failure while the browser is offline", () => {
    expect(isOfflineFailure(networkFailure, false)).toBe(true);
  });

  it('counts an API call without an answer and a failed fetch while offline', () => {
    expect(isOfflineFailure(new ApiError(0, NETWORK_FAILED, 'x'), false)).toBe(true);
    expect(isOfflineFailure(new TypeError('Failed to fetch'), false)).toBe(true);
  });

  it('leaves a network failure to the error screen while the browser is online (the server is down)', () => {
    expect(isOfflineFailure(networkFailure, true)).toBe(false);
    expect(isOfflineFailure(new TypeError('Failed to fetch'), true)).toBe(false);
  });

  it('leaves answers the server gave to the error screen even offline', () => {
    expect(isOfflineFailure(routeError(404, null), false)).toBe(false);
    expect(isOfflineFailure(routeError(500, { message: 'The room database is asleep' }), false)).toBe(false);
    expect(isOfflineFailure(new ApiError(500, 'internal', 'x'), false)).toBe(false);
  });
});
