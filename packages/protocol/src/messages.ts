import type { GameErrorCode } from './error-codes.ts';

/**
 * Every user-facing message, word for word (docs/product/messages.md): the validation messages and
 * error catalogue the product has always shown, plus our own wording for the rest. The web app and the server
 * both take their text from here, so the wording can never drift apart.
 */
export const VALIDATION = {
  required: 'Required',
  nicknameTooShort: 'Nickname must be at least 3 characters',
  nicknameTooLong: 'Nickname must not exceed 20 characters',
  nicknameInUse: 'This nickname is already in use',
  gameCodeInvalid: 'Enter a valid gameCode',
  emailTooShort: 'Email must contain at least 6 characters',
  emailTooLong: 'Email should not exceed 30 characters',
  emailInvalid: 'Enter a valid email address',
  passwordTooShort: 'Password must contain at least 8 characters',
  passwordTooLong: 'Password must not exceed 30 characters',
  displayNameTooShort: 'Display Name must contain at least 3 characters',
  displayNameTooLong: 'Display Name must not exceed 20 characters',
  displayNameInUse: 'This display name is already in use',
  passwordsMustMatch: 'Passwords must match',
  // Ours since the category library (the first version asked for exactly four: 'You have to select at least
  // four categories.', retired, docs/product/messages.md#retired-messages).
  categoriesTooFew: 'You have to select at least three categories.',
  categoriesTooMany: 'You can select at most twelve categories.',
  twoCustomCategories: 'You must submit two categories',
  differentCategory: 'Please enter a different category',
  category1Required: 'Category 1 is required',
  category2Required: 'Category 2 is required',
  categoryTooLong: 'A category must not exceed 20 characters',
  categoryExists: 'This category already exists',
  roomFull: 'This room is full',
  // Ours: the first version showed no messages for these settings (its form offered only valid values).
  roundsRange: 'Choose between 1 and 10 rounds',
  roundTimeRange: 'Choose a round time from 30 to 180 seconds, in steps of 5',
  endModeInvalid: 'Choose Fastest Finger or Round Timer',
  maxPlayersRange: 'Choose between 2 and 10 players',
  houseRuleInvalid: 'A house rule is either on or off',
  lettersInvalid: 'Choose letters from A to Z, each once',
  lettersTooFew: 'Choose at least as many letters as rounds',
  categoriesInvalid: 'Choose categories from the list, each once',
  ownCategoriesInvalid: 'Own categories are either on or off',
  lateJoinInvalid: 'Late join is either on or off',
  languageInvalid: 'Choose one of the game’s languages',
} as const;

export const ERRORS = {
  deleteFailed: 'There was an error handling your request',
  queryFailed: 'error fetching data',
  profileCreateFailed: 'There was an error creating user info',
  profileUpdateFailed: 'There was an error updating user info',
  guestCreateFailed: 'There was an error creating a guest user',
  signOutFailed: 'Error signing out',
  sessionStorageUnavailable: 'Session Storage not available',
  resetPasswordFailed: 'There was an error resetting your password',
  resetPasswordSent: 'Password reset link was sent to your email',
  authRequiredTitle: 'Authentication required!.',
  authRequiredDescription: 'You must be logged in to create a new game.',
} as const;

/** Our wording for refused lobby actions. */
export const LOBBY_ERRORS = {
  roomLocked: 'This room is locked: ask the host to open it',
  notInRoom: 'You are not in this room',
  notHost: 'Only the host can do that',
  gameStarted: 'This game has already started',
  roomClosed: 'This room has been closed',
  removedByHost: 'The host removed you from this room',
  cannotRemoveYourself: 'You cannot remove yourself; leave the room instead',
  playerNotInRoom: 'This player is not in the room',
  tooManyPlayersForLimit: 'More players are already in the room',
  notEnoughPlayers: 'At least 2 players are needed to start',
  notAllReady: 'Every player must be ready to start',
  ownCategoriesOff: 'The host has turned off players’ own categories',
  roomNotFound: 'This room does not exist',
  invalidRequest: 'That request was not understood',
  busy: 'The server is busy. Please try again.',
  rateLimited: 'Too many actions at once. Please slow down.',
  tooManyRooms: 'You are already hosting too many games. Leave one of them before creating another.',
  roomCreationsTooFast: 'You have created several games in a short time. Please wait a minute and try again.',
  serverFull: 'The server is full right now — try again in a minute',
  notABot: 'Only a bot can be taken out this way',
} as const;

/** Our wording for refused socket connections beyond the session checks of IDENTITY_ERRORS. */
export const REALTIME_ERRORS = {
  tooManyConnections:
    'This game is open in too many tabs. Close one of them; this tab connects again by itself.',
} as const;

/**
 * Our wording for what can go wrong with accounts and sessions (docs/product/messages.md#identity-errors).
 */
export const IDENTITY_ERRORS = {
  emailInUse: 'An account with this email already exists',
  invalidCredentials: 'Wrong email or password',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  signUpLinkInvalid:
    'This sign-up link is invalid or has expired. Sign in if you used it already, or sign up again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  accountDisabled: 'This account has been disabled.',
  notSignedIn: 'You are not signed in.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
} as const;

/** What a player sees when the game refuses an intent, by the engine's refusal code. */
export const GAME_ERRORS = {
  'not-a-player': 'You are not a player in this game.',
  'player-left': 'You have left this game.',
  'wrong-phase': 'The game has moved on. That is no longer possible.',
  'too-late': 'Too late: answers closed at the deadline.',
  'unknown-category': 'That category is not played in this round.',
  'answer-too-long': 'That answer is too long.',
  'not-fastest-finger': 'STOP is only available in Fastest Finger games.',
  'not-all-filled': 'Fill in every category before pressing STOP.',
  'already-stopped': 'Someone has already pressed STOP.',
  'unknown-player': 'There is no such player in this game.',
  'own-answer': 'You cannot challenge your own answer.',
  'empty-answer': 'An empty answer cannot be challenged or joined.',
  'same-answer': 'Choose two different answers.',
  'not-host': 'Only the host can do that.',
  'invalid-settings':
    'Choose a round time from 30 to 180 seconds, in steps of 5, and Fastest Finger or Round Timer.',
  'already-redrawn': 'This round’s letter was drawn again already.',
  'no-letter-left': 'No other letter is left to draw.',
  'spectators-full': 'Too many people are watching this game already.',
  'late-join-off': 'The host does not let anyone join this game once it has started.',
  'no-seat-free': 'Every seat is taken: you can keep watching.',
  'no-round-left': 'No round is left to join: you can keep watching.',
  'already-playing': 'You are already playing in this game.',
  'room-locked': 'This room is locked: ask the host to open it',
  'removed-by-host': 'The host removed you from this room',
  'creative-bonus-off': 'This game is played without the creative bonus.',
  'no-big-screen': 'This room plays without a big screen.',
  'unknown-letter': 'That letter is not one of those offered.',
} as const satisfies Record<GameErrorCode, string>;

/**
 * Every table above by the name the web app's catalogues give it: their English is the catalogue's `errors`
 * namespace, other languages translate it table by table (docs/decisions/032-i18n-library.md).
 */
export const MESSAGE_TABLES = {
  validation: VALIDATION,
  general: ERRORS,
  lobby: LOBBY_ERRORS,
  realtime: REALTIME_ERRORS,
  identity: IDENTITY_ERRORS,
  game: GAME_ERRORS,
} as const;
