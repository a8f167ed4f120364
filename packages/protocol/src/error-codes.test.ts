import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from './api-errors.ts';
import { AUTH_ERROR_CODES } from './auth-routes.ts';
import { ERROR_CODES } from './error-codes.ts';
import { SOCKET_CONNECT_ERROR_CODES } from './realtime.ts';

const KEBAB_CASE = /^[a-z]+(-[a-z]+)*$/;

describe('refusal codes', () => {
  it('are all spelled in lower-case kebab-case, like socket event names', () => {
    const codes = Object.values(ERROR_CODES).flatMap((side) => Object.values(side));
    expect(codes.filter((code) => !KEBAB_CASE.test(code))).toEqual([]);
  });

  it('mean one thing each across HTTP and sockets', () => {
    const httpAndHandshake = [
      ...Object.values(API_ERROR_CODES),
      ...Object.values(AUTH_ERROR_CODES),
      ...Object.values(SOCKET_CONNECT_ERROR_CODES),
    ];
    expect(new Set(httpAndHandshake).size).toBe(httpAndHandshake.length);
  });
});
