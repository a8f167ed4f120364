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
  ...wordedIn('validation', {
    'category-exists': 'categoryExists',
    'room-full': 'roomFull',
    'nickname-in-use': 'nicknameInUse',
    'display-name-in-use': 'displayNameInUse',
  }),
  ...wordedIn('lobby', {
    'game-started': 'gameStarted',
    'room-closed': 'roomClosed',
    removed: 'removedByHost',
    'not-in-room': 'notInRoom',
    'not-host': 'notHost',
    'cannot-kick-yourself': 'cannotRemoveYourself',
    'player-not-in-room': 'playerNotInRoom',
    'too-many-players-for-limit': 'tooManyPlayersForLimit',
    'not-enough-players': 'notEnoughPlayers',
    'not-all-ready': 'notAllReady',
    'room-not-found': 'roomNotFound',
    'invalid-request': 'invalidRequest',
    busy: 'busy',
    'rate-limited': 'rateLimited',
    'too-many-rooms': 'tooManyRooms',
    'room-locked': 'roomLocked',
    'own-categories-off': 'ownCategoriesOff',
    'server-full': 'serverFull',
    'not-a-bot': 'notABot',
  }),
  ...wordedIn('identity', {
    'email-in-use': 'emailInUse',
    'invalid-credentials': 'invalidCredentials',
    'too-many-requests': 'tooManyRequests',
    'reset-link-invalid': 'resetLinkInvalid',
    'sign-up-link-invalid': 'signUpLinkInvalid',
    'session-expired': 'sessionExpired',
    'account-disabled': 'accountDisabled',
    'not-signed-in': 'notSignedIn',
    'forbidden-origin': 'forbiddenOrigin',
  }),
  ...wordedIn('realtime', {
    'too-many-connections': 'tooManyConnections',
  }),
};

/** The codes worded by messages of one table: each code names its key there. */
function wordedIn<Table extends keyof typeof MESSAGE_TABLES>(
  table: Table,
  keys: Partial<Record<ErrorCode, keyof (typeof MESSAGE_TABLES)[Table]>>,
): Partial<Record<ErrorCode, MessageKey>> {
  return Object.fromEntries(Object.entries(keys).map(([code, key]) => [code, { table, key } as MessageKey]));
}

/** The English of a message of the tables (what the server sends beside the code). */
export function englishOf(message: MessageKey): string {
  return (MESSAGE_TABLES[message.table] as Record<string, string>)[message.key as string]!;
}
