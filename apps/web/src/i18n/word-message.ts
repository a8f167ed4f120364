import { GAME_ERRORS, REFUSAL_WORDS, type MessageKey } from '@npat/protocol';
import { text } from './locale-store';

/** A message of the protocol's tables in the player's language, by its table and key. */
export function wordMessage(message: MessageKey): string {
  const worded: unknown = (text().errors[message.table] as Record<string, unknown>)[message.key];
  return typeof worded === 'string' ? worded : '';
}

/** What the game's refusal code means, in the player's language. */
export function wordGameError(code: keyof typeof GAME_ERRORS): string {
  return text().errors.game[code];
}

/** A refusal or error the server sent: its code and the words it came with. */
export type ServerRefusal = { readonly code: string; readonly message: string };

function isGameCode(code: string): code is keyof typeof GAME_ERRORS {
  return Object.hasOwn(GAME_ERRORS, code);
}

/**
 * A refusal of the server in the player's language, by its code (REFUSAL_WORDS of the protocol). A game's
 * refusal (`side` 'game') is worded by the game's table first, where the game has its own words for a code
 * the lobby shares. A code with no words of its own carries the message of the field or rule that failed,
 * or is a newer server's: it is shown as it came (the forms' own run of the shared schemas words every
 * field message it finds first).
 */
export function wordRefusal(refusal: ServerRefusal, side: 'lobby' | 'game' = 'lobby'): string {
  if (side === 'game' && isGameCode(refusal.code)) return wordGameError(refusal.code);
  const words = REFUSAL_WORDS[refusal.code as keyof typeof REFUSAL_WORDS];
  return (words && wordMessage(words)) || refusal.message;
}
