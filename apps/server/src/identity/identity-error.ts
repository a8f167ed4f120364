import {
  AUTH_ERROR_CODES,
  IDENTITY_ERRORS,
  VALIDATION,
  type AuthError,
  type AuthErrorCode,
} from '@npat/protocol';

/**
 * A refusal the client should show: HTTP status, machine code, the sentence for people and, for form
 * errors, the message per field. Thrown by identity's services, answered by its routes.
 */
export class IdentityError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly fieldErrors?: Readonly<Record<string, string>>,
    /** For 429: seconds until trying again can succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'IdentityError';
  }

  /** The JSON body of the answer. */
  toBody(): AuthError {
    return {
      code: this.code,
      message: this.message,
      ...(this.fieldErrors && { fieldErrors: { ...this.fieldErrors } }),
    };
  }
}

/** Every identity refusal, with its status and the wording of packages/protocol's messages. */
export const identityErrors = {
  validation: (message: string, fieldErrors: Record<string, string>) =>
    new IdentityError(400, AUTH_ERROR_CODES.validation, message, fieldErrors),
  nicknameInUse: () =>
    new IdentityError(409, AUTH_ERROR_CODES.nicknameInUse, VALIDATION.nicknameInUse, {
      nickname: VALIDATION.nicknameInUse,
    }),
  emailInUse: () =>
    new IdentityError(409, AUTH_ERROR_CODES.emailInUse, IDENTITY_ERRORS.emailInUse, {
      email: IDENTITY_ERRORS.emailInUse,
    }),
  displayNameInUse: () =>
    new IdentityError(409, AUTH_ERROR_CODES.displayNameInUse, VALIDATION.displayNameInUse, {
      displayName: VALIDATION.displayNameInUse,
    }),
  invalidCredentials: () =>
    new IdentityError(401, AUTH_ERROR_CODES.invalidCredentials, IDENTITY_ERRORS.invalidCredentials),
  /** 403 at sign-in (the password was right); 401 for a session whose account was disabled since. */
  accountDisabled: (statusCode: 401 | 403) =>
    new IdentityError(statusCode, AUTH_ERROR_CODES.accountDisabled, IDENTITY_ERRORS.accountDisabled),
  sessionExpired: () =>
    new IdentityError(401, AUTH_ERROR_CODES.sessionExpired, IDENTITY_ERRORS.sessionExpired),
  notSignedIn: () => new IdentityError(401, AUTH_ERROR_CODES.notSignedIn, IDENTITY_ERRORS.notSignedIn),
  tooManyRequests: (retryAfterSeconds: number) =>
    new IdentityError(
      429,
      AUTH_ERROR_CODES.tooManyRequests,
      IDENTITY_ERRORS.tooManyRequests,
      undefined,
      retryAfterSeconds,
    ),
  resetLinkInvalid: () =>
    new IdentityError(400, AUTH_ERROR_CODES.resetLinkInvalid, IDENTITY_ERRORS.resetLinkInvalid, {
      token: IDENTITY_ERRORS.resetLinkInvalid,
    }),
  signUpLinkInvalid: () =>
    new IdentityError(400, AUTH_ERROR_CODES.signUpLinkInvalid, IDENTITY_ERRORS.signUpLinkInvalid, {
      token: IDENTITY_ERRORS.signUpLinkInvalid,
    }),
  forbiddenOrigin: () =>
    new IdentityError(403, AUTH_ERROR_CODES.forbiddenOrigin, IDENTITY_ERRORS.forbiddenOrigin),
};
