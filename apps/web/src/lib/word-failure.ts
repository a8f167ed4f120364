import { text } from '@/i18n/locale-store';
import { wordMessage } from '@/i18n/word-message';
import { BAD_RESPONSE_MESSAGE } from './api';

/**
 * A failed call's message as the player reads it (error screens, a failed read in place of a list): the
 * protocol's messages and our own "unexpected answer" in the player's language; the server's other words as
 * they came.
 */
export function wordFailure(message: string): string {
  return message === BAD_RESPONSE_MESSAGE ? text().lib.badAnswer : wordMessage(message);
}
