/**
 * How much of the server one user may take, in one place: the fuzzer and the tests read them here,
 * and operators tune the intent rate through the config (INTENT_RATE_PER_SECOND, INTENT_BURST,
 * ROOM_CREATIONS_PER_MINUTE). Every cap is far above what a player does in the web app.
 */

/**
 * Intents per socket, as a token bucket: `burst` at once, refilled at `perSecond`. The web app's busiest
 * moment is a reconnect in answering (4 clock pings, a join and one draft per category, at most 24),
 * and typing sends a draft at most every 400 ms per field.
 */
export const INTENT_RATE = { perSecond: 20, burst: 40 } as const;

/** A socket refused this many intents within the window is disconnected: no client of ours gets there. */
export const INTENT_ABUSE = { refusals: 100, windowMs: 10_000 } as const;

/** Open sockets of one session on one node: a player with a few tabs on room screens, not a flood. */
export const SOCKETS_PER_SESSION = 5;

/** Open, unfinished rooms one user may host; creating another first closes their oldest empty lobby. */
export const HOSTED_ROOMS = 3;

/** Room creations (over HTTP) per user and minute, counted in the database so every node counts together. */
export const ROOM_CREATIONS = { perMinute: 5, windowMs: 60_000 } as const;
