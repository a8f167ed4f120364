import { AUTH_ERROR_CODES } from '@npat/protocol';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { text } from '@/i18n/locale-store';
import { wordRefusal } from '@/i18n/word-message';
import { ApiError, NETWORK_FAILED } from './api';

/**
 * The message to show, in the player's language, for a failed call that no field of the form can hold: by
 * its code (the protocol's REFUSAL_WORDS), or `fallback` (already worded) for a code with no words of its own.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const errors = text().errors;
  // The rate limiter may answer with its own body, so the status decides, not the code.
  if (error.status === 429) return errors.identity.tooManyRequests;
  if (error.code === NETWORK_FAILED) return errors.identity.networkFailed;
  const worded = wordRefusal({ code: error.code, message: '' });
  return worded || fallback;
}

/** Codes that belong to one field even when the server sent no fieldErrors. */
const CODE_FIELDS: Record<string, string> = {
  [AUTH_ERROR_CODES.nicknameInUse]: 'nickname',
  [AUTH_ERROR_CODES.emailInUse]: 'email',
  [AUTH_ERROR_CODES.displayNameInUse]: 'displayName',
};

/**
 * The server's message for one field of a failed call, if it sent one: by its code in the player's
 * language, else the field message it sent (the form's own run of the same schema words those first).
 */
export function fieldErrorOf(error: ApiError, field: string): string | undefined {
  if (error.status === 429) return undefined;
  if (CODE_FIELDS[error.code] === field) return wordRefusal(error);
  return error.fieldErrors[field];
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
