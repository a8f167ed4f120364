import {
  AUTH_ERROR_CODES,
  IDENTITY_ERRORS,
  LOBBY_ERRORS,
  VALIDATION,
  type LobbyErrorCode,
} from '@npat/protocol';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_FAILED } from './api';

/**
 * Our words for the error codes a form can meet; anything else gets the form's own fallback message. They stay
 * the protocol's English here: the field and the form's alert (components/ui/text-field.tsx) and the toasts
 * word them in the player's language when they show them.
 */
/** Spelt here, not imported: the lobby's codes live beside its zod schemas, which the first screen must not load. */
const SERVER_FULL: LobbyErrorCode = 'server-full';

const CODE_MESSAGES: Record<string, string> = {
  [NETWORK_FAILED]: IDENTITY_ERRORS.networkFailed,
  [AUTH_ERROR_CODES.invalidCredentials]: IDENTITY_ERRORS.invalidCredentials,
  [AUTH_ERROR_CODES.emailInUse]: IDENTITY_ERRORS.emailInUse,
  [AUTH_ERROR_CODES.resetLinkInvalid]: IDENTITY_ERRORS.resetLinkInvalid,
  [AUTH_ERROR_CODES.accountDisabled]: IDENTITY_ERRORS.accountDisabled,
  [AUTH_ERROR_CODES.forbiddenOrigin]: IDENTITY_ERRORS.forbiddenOrigin,
  [AUTH_ERROR_CODES.tooManyRequests]: IDENTITY_ERRORS.tooManyRequests,
  // An overloaded server refuses a new game or a join by code (503) until it has room again.
  [SERVER_FULL]: LOBBY_ERRORS.serverFull,
};

/** The message to show for a failed call that no field of the form can hold. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // The rate limiter may answer with its own body, so the status decides, not the code.
  if (error.status === 429) return IDENTITY_ERRORS.tooManyRequests;
  return CODE_MESSAGES[error.code] ?? fallback;
}

/** Codes that belong to one field even when the server sent no fieldErrors. */
const CODE_FIELDS: Record<string, { field: string; message: string }> = {
  [AUTH_ERROR_CODES.nicknameInUse]: { field: 'nickname', message: VALIDATION.nicknameInUse },
  [AUTH_ERROR_CODES.emailInUse]: { field: 'email', message: IDENTITY_ERRORS.emailInUse },
  [AUTH_ERROR_CODES.displayNameInUse]: { field: 'displayName', message: VALIDATION.displayNameInUse },
};

/** The server's message for one field of a failed call, if it sent one (by fieldErrors or by its code). */
export function fieldErrorOf(error: ApiError, field: string): string | undefined {
  if (error.status === 429) return undefined;
  const byCode = CODE_FIELDS[error.code];
  return error.fieldErrors[field] ?? (byCode?.field === field ? byCode.message : undefined);
}

/**
 * Shows the server's field messages under the form's own fields and focuses the first. Returns false when
 * none of them fits a field of this form, so the caller shows a general message instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = fieldErrorOf(error, field);
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
