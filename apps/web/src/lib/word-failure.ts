import { IDENTITY_ERRORS } from '@npat/protocol';
import { text } from '@/i18n/locale-store';
import { wordRefusal, type ServerRefusal } from '@/i18n/word-message';
import { ApiError, BAD_RESPONSE, NETWORK_FAILED } from './api';

/**
 * What a loader's failure carries to the error screen: the code and the English words, since a loader may
 * fail before the catalogue is in; the screen words it by the code (wordFailure).
 */
export function failureOf(error: unknown): ServerRefusal {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return { code: NETWORK_FAILED, message: IDENTITY_ERRORS.networkFailed };
}

/**
 * A failed call as the player reads it (error screens, a failed read in place of a list), by its code: the
 * protocol's refusals, no answer and our own "unexpected answer" in the player's language; the server's
 * other words as they came.
 */
export function wordFailure(failure: ServerRefusal): string {
  if (failure.code === BAD_RESPONSE) return text().lib.badAnswer;
  if (failure.code === NETWORK_FAILED) return text().errors.identity.networkFailed;
  return wordRefusal(failure);
}
