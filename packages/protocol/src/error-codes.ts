/**
 * Every code a refusal or an error of the server carries, in one table, by where it is given
 * (docs/decisions/020-one-style.md): a program acts on the code, and the web words it by the code
 * (REFUSAL_WORDS), never by its English message. The other tables derive from this one:
 * LOBBY_ERROR_CODES, the engine's GAME_ERROR_CODES, API_ERROR_CODES, AUTH_ERROR_CODES and
 * SOCKET_CONNECT_ERROR_CODES.
 */
export const ERROR_CODES = {
  /** A lobby intent or a room's creation refused, and the server's own refusals of any intent. */
  lobby: {
    invalidSettings: 'invalid-settings',
    invalidCategories: 'invalid-categories',
    categoryExists: 'category-exists',
    roomFull: 'room-full',
    gameStarted: 'game-started',
    roomClosed: 'room-closed',
    removed: 'removed',
    notInRoom: 'not-in-room',
    notHost: 'not-host',
    cannotKickYourself: 'cannot-kick-yourself',
    playerNotInRoom: 'player-not-in-room',
    tooManyPlayersForLimit: 'too-many-players-for-limit',
    notEnoughPlayers: 'not-enough-players',
    notAllReady: 'not-all-ready',
    roomNotFound: 'room-not-found',
    invalidRequest: 'invalid-request',
    busy: 'busy',
    /** The socket sent more intents than the server takes from one connection; nothing was done. */
    rateLimited: 'rate-limited',
    /** Creating a room while hosting as many open rooms as one user may, none of them an empty lobby. */
    tooManyRooms: 'too-many-rooms',
    /** The host locked the room; nobody new may join it. */
    roomLocked: 'room-locked',
    /** Own categories are off in this room's settings: there is nothing to submit or edit. */
    ownCategoriesOff: 'own-categories-off',
    /**
     * The server is overloaded and takes no new rooms or new players for now; games already running go
     * on (docs/decisions/034-overload-gate.md). Comes with `retryAfterSeconds`.
     */
    serverFull: 'server-full',
    /** Remove-bot named a seat that is not a bot's. */
    notABot: 'not-a-bot',
  },
  /** A game intent refused by the engine's rules. */
  game: {
    notAPlayer: 'not-a-player',
    playerLeft: 'player-left',
    wrongPhase: 'wrong-phase',
    tooLate: 'too-late',
    unknownCategory: 'unknown-category',
    answerTooLong: 'answer-too-long',
    notFastestFinger: 'not-fastest-finger',
    notAllFilled: 'not-all-filled',
    alreadyStopped: 'already-stopped',
    unknownPlayer: 'unknown-player',
    ownAnswer: 'own-answer',
    emptyAnswer: 'empty-answer',
    sameAnswer: 'same-answer',
    notHost: 'not-host',
    invalidSettings: 'invalid-settings',
    alreadyRedrawn: 'already-redrawn',
    noLetterLeft: 'no-letter-left',
    spectatorsFull: 'spectators-full',
    lateJoinOff: 'late-join-off',
    noSeatFree: 'no-seat-free',
    noRoundLeft: 'no-round-left',
    alreadyPlaying: 'already-playing',
    roomLocked: 'room-locked',
    creativeBonusOff: 'creative-bonus-off',
    /** The host paced a reveal in a room that plays without a big screen. */
    noBigScreen: 'no-big-screen',
    unknownLetter: 'unknown-letter',
    removedByHost: 'removed-by-host',
  },
  /** Any HTTP API error beyond identity's. */
  api: {
    notFound: 'not-found',
    badRequest: 'bad-request',
    /** The body is larger than the server takes (413). */
    tooLarge: 'payload-too-large',
    internal: 'internal-error',
  },
  /** Identity: accounts, sessions, sign-in (HTTP, and the socket handshake's session check). */
  auth: {
    validation: 'validation-failed',
    nicknameInUse: 'nickname-in-use',
    emailInUse: 'email-in-use',
    displayNameInUse: 'display-name-in-use',
    invalidCredentials: 'invalid-credentials',
    tooManyRequests: 'too-many-requests',
    resetLinkInvalid: 'reset-link-invalid',
    signUpLinkInvalid: 'sign-up-link-invalid',
    sessionExpired: 'session-expired',
    accountDisabled: 'account-disabled',
    notSignedIn: 'not-signed-in',
    forbiddenOrigin: 'forbidden-origin',
  },
  /** A socket handshake refused beyond the session checks. */
  socketConnect: {
    /** The session already has as many sockets open as one session may; another tab must close first. */
    tooManyConnections: 'too-many-connections',
    /** The client speaks an older protocol than the server (or says none): it must load the new release. */
    clientTooOld: 'client-too-old',
    /** The client speaks a newer protocol than the server: the server is being updated; try again soon. */
    serverTooOld: 'server-too-old',
  },
} as const;

type CodesOf<Side extends keyof typeof ERROR_CODES> =
  (typeof ERROR_CODES)[Side][keyof (typeof ERROR_CODES)[Side]];

/** Every code of the table. */
export type ErrorCode = { [Side in keyof typeof ERROR_CODES]: CodesOf<Side> }[keyof typeof ERROR_CODES];
export type LobbyErrorCode = CodesOf<'lobby'>;
export type GameErrorCode = CodesOf<'game'>;
export type ApiErrorCode = CodesOf<'api'>;
export type AuthErrorCode = CodesOf<'auth'>;
export type SocketConnectErrorCode = CodesOf<'socketConnect'>;

/** The codes of one side of the table, as a list (for z.enum and the like). */
export function codesOf<Side extends keyof typeof ERROR_CODES>(
  side: Side,
): [CodesOf<Side>, ...CodesOf<Side>[]] {
  return Object.values(ERROR_CODES[side]) as [CodesOf<Side>, ...CodesOf<Side>[]];
}
