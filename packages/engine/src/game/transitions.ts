/**
 * The phase changes, each applied to a draft copy of the state at a given moment. `advance` calls
 * them at the deadline that was due (so a late tick catches up exactly as timely ticks would have);
 * intents call them at `now` (everyone done, host Continue).
 */
import { current, isDraft } from 'immer';
import { FINAL_RESULTS_MS, ROUND_RESULTS_MS, ROUND_STARTING_MS } from './constants.ts';
import type { GameEvent } from './events.ts';
import { categoriesForRound } from './plan.ts';
import { currentRoundOf } from './current-round.ts';
import { scoreRound } from './scoring/score-round.ts';
import { withSureJoins } from './review/sure-duplicates.ts';
import { seatLateJoiners } from './spectating/seats.ts';
import { closeLetterVote, isVoting, openLetterVote } from './letter-vote.ts';
import type { GamePhase, GameState } from './state.ts';
import { answeringDurationMs, answersCloseAt, reviewDurationMs } from './timing.ts';
import { textRulesOf } from '../text/text-rules.ts';

function enterPhase(
  draft: GameState,
  phase: GamePhase,
  endsAt: number | null,
  at: number,
  events: GameEvent[],
) {
  draft.phase = phase;
  draft.phaseEndsAt = endsAt;
  events.push({ type: 'phase-changed', phase, round: draft.currentRound, at });
}

/**
 * Starts the next round: its letter and categories come from the plan drawn at the start; spectators who
 * asked for a seat play from this round on.
 */
export function beginRound(draft: GameState, at: number, events: GameEvent[]): void {
  const number = draft.rounds.length + 1;
  seatLateJoiners(draft, number, events);
  const letter = draft.plan.letters[number - 1];
  if (letter === undefined) throw new Error(`No letter was drawn for round ${number}.`);
  const categories = categoriesForRound(draft.settings, draft.plan, number);
  // With letter by vote the letter comes when the vote closes; the 3-2-1 follows it.
  const letterVote = draft.settings.letterVote ? openLetterVote(draft, number, at) : null;
  const answeringStartsAt = (letterVote?.closesAt ?? at) + ROUND_STARTING_MS;
  draft.rounds.push({
    number,
    letter: letterVote === null ? letter : '',
    letterVote,
    categories,
    startedAt: at,
    answeringStartsAt,
    answeringEndsAt: answeringStartsAt + answeringDurationMs(draft.settings.roundTime, categories.length),
    stop: null,
    answers: [],
    done: [],
    answersClosedAt: null,
    reviewEndsAt: null,
    challenges: [],
    creativeVotes: [],
    joins: [],
    reviewDone: [],
    reviewFocus: null,
    refereeMarks: null,
    scores: null,
  });
  draft.currentRound = number;
  enterPhase(draft, 'ROUND_STARTING', letterVote?.closesAt ?? answeringStartsAt, at, events);
}

/** ROUND_STARTING → ANSWERING; the phase lasts until the deadline plus the grace for late answers. */
export function openAnswering(draft: GameState, at: number, events: GameEvent[]): void {
  enterPhase(draft, 'ANSWERING', answersCloseAt(currentRoundOf(draft)), at, events);
}

/**
 * ANSWERING → REVIEWING: answers are frozen and revealed, and the near-duplicates the engine is sure of
 * joined (players may split them, as any join).
 */
export function closeAnswering(draft: GameState, at: number, events: GameEvent[]): void {
  const round = currentRoundOf(draft);
  round.answersClosedAt = at;
  round.joins = withSureJoins(round, textRulesOf(draft.settings));
  round.reviewEndsAt = at + reviewDurationMs(round.categories.length);
  enterPhase(draft, 'REVIEWING', round.reviewEndsAt, at, events);
}

/** REVIEWING → ROUND_RESULTS: the round is scored with the challenges and presence as they stand now. */
export function closeReview(draft: GameState, at: number, events: GameEvent[]): void {
  scoreCurrentRound(draft, events);
  enterPhase(draft, 'ROUND_RESULTS', at + ROUND_RESULTS_MS, at, events);
}

/**
 * Scores the current round as it stands. Scoring reads every answer: it reads a plain snapshot of an
 * Immer draft (`current`), since reading through the draft's proxies made a review's end 4 times slower.
 */
function scoreCurrentRound(draft: GameState, events: GameEvent[]): void {
  const plain = isDraft(draft) ? current(draft) : draft;
  const round = currentRoundOf(draft);
  round.scores = scoreRound(currentRoundOf(plain), plain.players, plain.settings);
  events.push({ type: 'round-scored', round: round.number });
}

/** ROUND_RESULTS → the next round, or FINAL_RESULTS after the last one. */
export function leaveRoundResults(draft: GameState, at: number, events: GameEvent[]): void {
  if (draft.currentRound < draft.settings.rounds) {
    beginRound(draft, at, events);
    return;
  }
  showFinalResults(draft, at, events);
}

/** Any phase before them → FINAL_RESULTS: the ranking over the rounds scored so far. */
export function showFinalResults(draft: GameState, at: number, events: GameEvent[]): void {
  draft.finalResultsAt = at;
  enterPhase(draft, 'FINAL_RESULTS', at + FINAL_RESULTS_MS, at, events);
}

/**
 * Ends a game before its last round (one player left to play): a round whose answers are revealed is
 * scored as it stands; a round still starting or answering was not played and does not count.
 */
export function endGameEarly(draft: GameState, at: number, events: GameEvent[]): void {
  if (draft.phase === 'REVIEWING') scoreCurrentRound(draft, events);
  showFinalResults(draft, at, events);
}

/** Any phase → GAME-COMPLETED: nothing happens in this game any more. */
export function completeGame(draft: GameState, at: number, events: GameEvent[]): void {
  draft.completedAt = at;
  enterPhase(draft, 'GAME-COMPLETED', null, at, events);
}

/** Applies the change that follows the current phase when its time is up. */
export function passDeadline(draft: GameState, at: number, events: GameEvent[]): void {
  switch (draft.phase) {
    case 'ROUND_STARTING':
      if (isVoting(currentRoundOf(draft))) return closeLetterVote(draft, at, events);
      return openAnswering(draft, at, events);
    case 'ANSWERING':
      return closeAnswering(draft, at, events);
    case 'REVIEWING':
      return closeReview(draft, at, events);
    case 'ROUND_RESULTS':
      return leaveRoundResults(draft, at, events);
    case 'FINAL_RESULTS':
      return completeGame(draft, at, events);
    case 'GAME-COMPLETED':
      return;
  }
}
