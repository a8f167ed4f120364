// Kept apart from auth-api.ts, whose schemas need zod: the home screen needs these without it.
import { ERROR_CODES } from './error-codes.ts';

/**
 * The HTTP API of identity. Every body is JSON; every state-changing request must come from the
 * app's own origin (the server checks Origin). The session lives in an httpOnly cookie the browser keeps.
 */
export const AUTH_ROUTES = {
  /** GET: { user } with the signed-in user or null; 401 when the cookie's session expired or was revoked. */
  session: '/api/session',
  /** POST guestSignInSchema → 201 { user } and a session cookie. */
  guest: '/api/auth/guest',
  /**
   * POST signUpSchema → 202 and no body, the same for a new and a taken email (decision 049): a new one is
   * mailed a link to `SIGN_UP_PATH`, the owner of a taken one a mail saying someone tried.
   */
  signUp: '/api/auth/sign-up',
  /** POST signUpConfirmSchema → 201 { user } and a session cookie; the mailed link works once, for 24 hours. */
  signUpConfirm: '/api/auth/sign-up/confirm',
  /** POST signInSchema → 200 { user } and a fresh session cookie. */
  signIn: '/api/auth/sign-in',
  /** POST (no body) → 204; a guest's user is deleted, an account's session revoked. */
  signOut: '/api/auth/sign-out',
  /** POST passwordResetRequestSchema → 202, the same for known and unknown emails. */
  passwordResetRequest: '/api/auth/password-reset/request',
  /** POST passwordResetSchema → 204; the link works once and for one hour. */
  passwordReset: '/api/auth/password-reset',
  /** PATCH profileUpdateSchema → 200 { user }. */
  profile: '/api/me',
} as const;

/** Path of the app's reset page; the mailed link is `${PUBLIC_URL}${RESET_PASSWORD_PATH}?token=…`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Path of the app's page that finishes a sign-up; the mailed link is `${PUBLIC_URL}${SIGN_UP_PATH}?token=…`. */
export const SIGN_UP_PATH = '/confirm-sign-up';

/** Machine-readable codes of identity errors; `message` beside them is for people. */
export const AUTH_ERROR_CODES = ERROR_CODES.auth;
