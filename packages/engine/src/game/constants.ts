/**
 * The game's numbers in one place (docs/product/timing.md#phase-durations). Durations are milliseconds,
 * because every deadline in the state is an absolute epoch-ms timestamp.
 */

/** ROUND_STARTING: the letter is revealed with a 3-2-1 countdown. */
export const ROUND_STARTING_MS = 3_000;

/** Letter by vote: how long players have to veto one of the offered letters, before the reveal. */
export const LETTER_VOTE_MS = 10_000;

/** Letter by vote: how many letters are offered (fewer when the pool has fewer left). */
export const LETTERS_OFFERED = 3;

/** Categories every round has; each category beyond these adds time to answering and reviewing. */
export const BASE_CATEGORY_COUNT = 4;

/** Time added to answering and to reviewing for each active category beyond {@link BASE_CATEGORY_COUNT}. */
export const EXTRA_CATEGORY_MS = 10_000;

/** Answers that arrive this long after the deadline are still accepted (network latency, debounce). */
export const ANSWER_GRACE_MS = 1_000;

/** Fastest Finger: time everyone else has after a STOP. */
export const STOP_COUNTDOWN_MS = 10_000;

/** Fastest Finger: a STOP earns the bonus only when more than this was left of the round time. */
export const STOP_BONUS_MIN_TIME_LEFT_MS = 10_000;

/** Fastest Finger: points for the first STOP with enough time left, kept apart from category points. */
export const STOP_BONUS_POINTS = 10;

/** REVIEWING lasts at most this long plus {@link EXTRA_CATEGORY_MS} per extra category. */
export const REVIEW_BASE_MS = 60_000;

/** ROUND_RESULTS: the next round starts by itself after this long. */
export const ROUND_RESULTS_MS = 15_000;

/** FINAL_RESULTS: the game becomes GAME-COMPLETED after this long at the latest. */
export const FINAL_RESULTS_MS = 30 * 60_000;

/** Points per category (docs/product/scoring.md#points-per-answer). */
export const POINTS = { unique: 10, shared: 5, none: 0 } as const;

/** Points under the house rules (docs/product/scoring.md#house-rules): the only answer, a shared one. */
export const HOUSE_RULE_POINTS = { onlyAnswer: 20, sharedAnswer: 0, creative: 5 } as const;

/** Longest answer the server stores, in characters (code points); the UI caps its inputs the same. */
export const ANSWER_MAX_LENGTH = 40;

/** Answers should be one or two words; longer ones are allowed, the UI only advises. */
export const ADVISED_MAX_WORDS = 2;

/** 'Maybe the same' is suggested only when both answers have at least this many letters. */
export const NEAR_MATCH_MIN_LETTERS = 5;

/** Letters a round can be given (docs/product/rules.md#letters): the protocol's, where the settings use them. */
export { ALPHABET } from '@npat/protocol';
