/**
 * Every user-facing message that the seed spec names (§5 validation, §8 error catalogue), verbatim,
 * plus our own messages for the identity errors the seed leaves open. The web app and the server both
 * take their text from here, so the wording can never drift apart.
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
  fourDefaultCategories: 'You have to select at least four categories.',
  twoCustomCategories: 'You must submit two categories',
  differentCategory: 'Please enter a different category',
  category1Required: 'Category 1 is required',
  category2Required: 'Category 2 is required',
  categoryTooLong: 'A category must not exceed 20 characters',
  categoryExists: 'This category already exists',
  roomFull: 'This room is full',
  // Ours: the seed does not show messages for these settings (its form offers only valid values).
  roundsRange: 'Choose between 1 and 10 rounds',
  roundTimeRange: 'Choose a round time from 30 to 180 seconds, in steps of 5',
  endModeInvalid: 'Choose Fastest Finger or Round Timer',
  maxPlayersRange: 'Choose between 2 and 10 players',
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

/** Our wording for refused lobby actions; the seed shows none of them. */
export const LOBBY_ERRORS = {
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
  roomNotFound: 'This room does not exist',
  invalidRequest: 'That request was not understood',
  busy: 'The server is busy. Please try again.',
} as const;

/** Our wording for the identity error codes of seed §8 that apply to our own server. */
export const IDENTITY_ERRORS = {
  emailInUse: 'An account with this email already exists',
  invalidCredentials: 'Wrong email or password',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  accountDisabled: 'This account has been disabled.',
  notSignedIn: 'You are not signed in.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
} as const;

/** What a player sees when the game refuses an intent, by the engine's refusal code (game-design §5–§7). */
export const GAME_ERRORS = {
  NOT_A_PLAYER: 'You are not a player in this game.',
  PLAYER_LEFT: 'You have left this game.',
  WRONG_PHASE: 'The game has moved on. That is no longer possible.',
  TOO_LATE: 'Too late: answers closed at the deadline.',
  UNKNOWN_CATEGORY: 'That category is not played in this round.',
  ANSWER_TOO_LONG: 'That answer is too long.',
  NOT_FASTEST_FINGER: 'STOP is only available in Fastest Finger games.',
  NOT_ALL_FILLED: 'Fill in every category before pressing STOP.',
  ALREADY_STOPPED: 'Someone has already pressed STOP.',
  UNKNOWN_PLAYER: 'There is no such player in this game.',
  OWN_ANSWER: 'You cannot challenge your own answer.',
  EMPTY_ANSWER: 'An empty answer cannot be challenged or joined.',
  SAME_ANSWER: 'Choose two different answers.',
  NOT_HOST: 'Only the host can do that.',
} as const;
