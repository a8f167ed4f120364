import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILED } from './api';
import { failureStatus, loaderFailure } from './loader-failure';

describe('failureStatus', () => {
  it('keeps the status the server answered', () => {
    expect(failureStatus(new ApiError(503, 'server-full', 'The server is full'))).toBe(503);
    expect(failureStatus(new ApiError(403, 'forbidden-origin', 'refused'))).toBe(403);
    expect(failureStatus(new ApiError(500, 'http-500', 'Internal Server Error'))).toBe(500);
  });

  it('says 500 when no answer came or the thrown value is no failed answer', () => {
    expect(failureStatus(new ApiError(0, NETWORK_FAILED, 'Could not reach the server'))).toBe(500);
    expect(failureStatus(new ApiError(200, 'bad-response', 'Unexpected answer'))).toBe(500);
    expect(failureStatus(new TypeError('Failed to fetch'))).toBe(500);
  });
});

describe('loaderFailure', () => {
  it('carries the code and words with the status that came', () => {
    const thrown = loaderFailure(new ApiError(503, 'server-full', 'The server is full right now'));
    expect(thrown.init?.status).toBe(503);
    expect(thrown.data).toEqual({ code: 'server-full', message: 'The server is full right now' });
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
