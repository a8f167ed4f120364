import type { ErrorCode } from './error-codes.ts';
import { MESSAGE_TABLES } from './messages.ts';

/** A message of MESSAGE_TABLES: its table and its key there, as the web's catalogues name it too. */
export type MessageKey = {
  [Table in keyof typeof MESSAGE_TABLES]: {
    readonly table: Table;
    readonly key: keyof (typeof MESSAGE_TABLES)[Table];
  };
}[keyof typeof MESSAGE_TABLES];

/**
 * The message each code is worded with, wherever one message goes with the code. The codes missing
 * here carry the message of the field or rule that failed (`invalid-settings` and `invalid-categories`
 * of the lobby, `validation-failed`), or say nothing a player reads (`not-found`, `bad-request`, …):
 * those are shown with the words they came with. A game's refusals are worded by GAME_ERRORS, whose
 * keys are the codes: some codes are the lobby's too (`not-host`, `room-locked`), with the lobby's words.
 */
export const REFUSAL_WORDS: Partial<Record<ErrorCode, MessageKey>> = {
  'category-exists': { table: 'validation', key: 'categoryExists' },
  'room-full': { table: 'validation', key: 'roomFull' },
  'game-started': { table: 'lobby', key: 'gameStarted' },
  'room-closed': { table: 'lobby', key: 'roomClosed' },
  removed: { table: 'lobby', key: 'removedByHost' },
  'not-in-room': { table: 'lobby', key: 'notInRoom' },
  'not-host': { table: 'lobby', key: 'notHost' },
  'cannot-kick-yourself': { table: 'lobby', key: 'cannotRemoveYourself' },
  'player-not-in-room': { table: 'lobby', key: 'playerNotInRoom' },
  'too-many-players-for-limit': { table: 'lobby', key: 'tooManyPlayersForLimit' },
  'not-enough-players': { table: 'lobby', key: 'notEnoughPlayers' },
  'not-all-ready': { table: 'lobby', key: 'notAllReady' },
  'room-not-found': { table: 'lobby', key: 'roomNotFound' },
  'invalid-request': { table: 'lobby', key: 'invalidRequest' },
  busy: { table: 'lobby', key: 'busy' },
  'rate-limited': { table: 'lobby', key: 'rateLimited' },
  'too-many-rooms': { table: 'lobby', key: 'tooManyRooms' },
  'room-locked': { table: 'lobby', key: 'roomLocked' },
  'own-categories-off': { table: 'lobby', key: 'ownCategoriesOff' },
  'server-full': { table: 'lobby', key: 'serverFull' },
  'nickname-in-use': { table: 'validation', key: 'nicknameInUse' },
  'display-name-in-use': { table: 'validation', key: 'displayNameInUse' },
  'email-in-use': { table: 'identity', key: 'emailInUse' },
  'invalid-credentials': { table: 'identity', key: 'invalidCredentials' },
  'too-many-requests': { table: 'identity', key: 'tooManyRequests' },
  'reset-link-invalid': { table: 'identity', key: 'resetLinkInvalid' },
  'sign-up-link-invalid': { table: 'identity', key: 'signUpLinkInvalid' },
  'session-expired': { table: 'identity', key: 'sessionExpired' },
  'account-disabled': { table: 'identity', key: 'accountDisabled' },
  'not-signed-in': { table: 'identity', key: 'notSignedIn' },
  'forbidden-origin': { table: 'identity', key: 'forbiddenOrigin' },
  'too-many-connections': { table: 'realtime', key: 'tooManyConnections' },
};

/** The English of a message of the tables (what the server sends beside the code). */
export function englishOf(message: MessageKey): string {
  return (MESSAGE_TABLES[message.table] as Record<string, string>)[message.key as string]!;
}
