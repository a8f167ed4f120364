import type { GAME_ERRORS } from '@npat/protocol';
import { MESSAGE_TABLES } from '@npat/protocol';
import type { Catalogue } from './catalogue.generated';
import { text } from './locale-store';

type ErrorTable = keyof Catalogue['errors'];

/** The protocol's English messages, each pointing at its place in the catalogue's `errors`. */
const TABLES: Record<ErrorTable, Record<string, string>> = MESSAGE_TABLES;

const PLACE_BY_ENGLISH = new Map<string, { table: ErrorTable; key: string }>();
for (const [table, messages] of Object.entries(TABLES) as [ErrorTable, Record<string, string>][]) {
  for (const [key, english] of Object.entries(messages)) {
    if (!PLACE_BY_ENGLISH.has(english)) PLACE_BY_ENGLISH.set(english, { table, key });
  }
}

/**
 * A message of @npat/protocol in the player's language. The shared schemas (run by the forms and by the
 * server) and the server's answers carry the protocol's English words, which name one message each; a text
 * that is none of them (a newer server's) is shown as it came.
 */
export function wordMessage(english: string): string {
  const place = PLACE_BY_ENGLISH.get(english);
  if (!place) return english;
  const worded: unknown = (text().errors[place.table] as Record<string, unknown>)[place.key];
  return typeof worded === 'string' ? worded : english;
}

/** What the game's refusal code means, in the player's language. */
export function wordGameError(code: keyof typeof GAME_ERRORS): string {
  return text().errors.game[code];
}
