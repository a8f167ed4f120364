import {
  ANSWER_GRACE_MS,
  BASE_CATEGORY_COUNT,
  EXTRA_CATEGORY_MS,
  REVIEW_BASE_MS,
  STOP_BONUS_MIN_TIME_LEFT_MS,
  STOP_COUNTDOWN_MS,
} from './constants.ts';
import type { Round } from './state.ts';

/** Extra time for the categories beyond the 4 defaults (docs/product/timing.md#round-time). */
function extraCategoryMs(categoryCount: number): number {
  return Math.max(0, categoryCount - BASE_CATEGORY_COUNT) * EXTRA_CATEGORY_MS;
}

/** Answering time: roundTime seconds plus 10 s per active category beyond 4. */
export function answeringDurationMs(roundTimeSeconds: number, categoryCount: number): number {
  return roundTimeSeconds * 1000 + extraCategoryMs(categoryCount);
}

/** Longest review: 60 s plus 10 s per active category beyond 4. */
export function reviewDurationMs(categoryCount: number): number {
  return REVIEW_BASE_MS + extraCategoryMs(categoryCount);
}

/** The deadline players see: the round-time deadline, or the STOP countdown's end when that is earlier. */
export function answeringDeadline(round: Round): number {
  return round.stop === null ? round.answeringEndsAt : Math.min(round.stop.deadline, round.answeringEndsAt);
}

/** The first moment an answer is refused: the deadline plus the grace for answers still on their way. */
export function answersCloseAt(round: Round): number {
  return answeringDeadline(round) + ANSWER_GRACE_MS;
}

/** When the others must finish after a STOP at `at`: 10 s later, but never after the round's deadline. */
export function stopDeadline(round: Round, at: number): number {
  return Math.min(at + STOP_COUNTDOWN_MS, round.answeringEndsAt);
}

/** A STOP earns the bonus only while more than 10 s of the round time are left. */
export function stopEarnsBonus(round: Round, at: number): boolean {
  return round.answeringEndsAt - at > STOP_BONUS_MIN_TIME_LEFT_MS;
}
