/**
 * Letter by vote (docs/product/rules.md#letters): before a round, three unused letters of the pool are
 * offered and each player may veto one; the round takes the first offered letter nobody vetoed. Every draw
 * comes from the seed the plan drew at the start, so a timer tick needs no random source.
 */
import { LETTER_VOTE_MS, LETTERS_OFFERED, ROUND_STARTING_MS } from './constants.ts';
import { currentRoundOf } from './current-round.ts';
import type { GameEvent } from './events.ts';
import { everyonePresentIsDone } from './players.ts';
import { drawWithoutRepeats, seededRandom } from './random-draw.ts';
import type { GameState, LetterVote, Round } from './state.ts';
import { answeringDurationMs } from './timing.ts';

/** Letters of the pool no earlier round was played with. */
function unusedLetters(state: GameState, roundNumber: number): string[] {
  const played = state.rounds.filter((round) => round.number < roundNumber).map((round) => round.letter);
  return state.settings.letters.filter((letter) => !played.includes(letter));
}

/** The vote that opens round `roundNumber` at `at`: up to three unused letters, in the seed's order. */
export function openLetterVote(state: GameState, roundNumber: number, at: number): LetterVote {
  const rng = seededRandom(state.plan.voteSeed + roundNumber);
  const offered = drawWithoutRepeats(unusedLetters(state, roundNumber), LETTERS_OFFERED, rng);
  return { offered, vetoes: [], closesAt: at + LETTER_VOTE_MS };
}

/** Whether `round` is still waiting for its letter vote to close. */
export function isVoting(round: Round): boolean {
  return round.letterVote !== null && round.letterVote.closesAt !== null;
}

/**
 * The letter a closed vote gives: the first offered letter nobody vetoed; when every one was vetoed, an
 * unused letter that was not offered (so a vetoed letter is never played); only when none is left, the
 * offered letter with the fewest vetoes.
 */
export function votedLetter(state: GameState, round: Round, vote: LetterVote): string {
  const vetoesOf = (letter: string) => vote.vetoes.filter((veto) => veto.letter === letter).length;
  const free = vote.offered.find((letter) => vetoesOf(letter) === 0);
  if (free !== undefined) return free;
  const others = unusedLetters(state, round.number).filter((letter) => !vote.offered.includes(letter));
  const [fallback] = drawWithoutRepeats(others, 1, seededRandom(state.plan.voteSeed + round.number + 1000));
  if (fallback !== undefined) return fallback;
  const fewest = Math.min(...vote.offered.map(vetoesOf));
  const least = vote.offered.find((letter) => vetoesOf(letter) === fewest);
  if (least === undefined) throw new Error(`Round ${round.number} had no letter to offer.`);
  return least;
}

/** Closes the current round's vote at `at`: its letter is set, and the 3-2-1 to answering begins. */
export function closeLetterVote(draft: GameState, at: number, events: GameEvent[]): void {
  const round = currentRoundOf(draft);
  const vote = round.letterVote;
  if (vote === null || vote.closesAt === null) return;
  round.letter = votedLetter(draft, round, vote);
  vote.closesAt = null;
  draft.plan.letters[round.number - 1] = round.letter;
  round.answeringStartsAt = at + ROUND_STARTING_MS;
  round.answeringEndsAt =
    round.answeringStartsAt + answeringDurationMs(draft.settings.roundTime, round.categories.length);
  draft.phaseEndsAt = round.answeringStartsAt;
  events.push({ type: 'letter-voted', round: round.number, letter: round.letter, at });
}

/** Closes the vote at once when every present player has vetoed a letter. */
export function closeLetterVoteIfEveryoneVetoed(draft: GameState, now: number, events: GameEvent[]): void {
  const round = currentRoundOf(draft);
  if (draft.phase !== 'ROUND_STARTING' || !isVoting(round)) return;
  const vetoed = round.letterVote?.vetoes.map((veto) => veto.uid) ?? [];
  if (everyonePresentIsDone(draft.players, vetoed)) closeLetterVote(draft, now, events);
}
