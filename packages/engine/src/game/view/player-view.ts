import {
  viewSettings,
  type PlayerView,
  type ProgressView,
  type ReviewView,
  type RoundView,
} from '@npat/protocol';
import { isFilledAnswer } from '../../text/normalize.ts';
import { textRulesOf } from '../../text/text-rules.ts';
import { currentRoundOf } from '../current-round.ts';
import type { GamePhase, GameState, Round } from '../state.ts';
import { answeringDeadline } from '../timing.ts';
import { lateJoinRefusal, watchingNow } from '../spectating/seats.ts';
import { allowedIntents } from './allowed-intents.ts';
import { reviewView } from './review-view.ts';
import { forgetReview, sharedRoundTable, sharedStandings } from './shared-parts.ts';

// The view's types are the protocol's schema's (one source); the engine re-exports them for its callers.
export type { PlayerSummary, PlayerView, ProgressView, RoundView, SpectatorSummary } from '@npat/protocol';

/** Phases in which every answer of the current round may be shown to everyone. */
const ANSWERS_REVEALED_IN: readonly GamePhase[] = [
  'REVIEWING',
  'ROUND_RESULTS',
  'FINAL_RESULTS',
  'GAME-COMPLETED',
];

/** A round's letter vote as every viewer sees it, or null in a room without it. */
type LetterVoteView = RoundView['letterVote'];

function letterVoteView(round: Round, viewerUid: string): LetterVoteView {
  const vote = round.letterVote;
  if (vote === null) return null;
  return {
    offered: [...vote.offered],
    vetoCounts: vote.offered.map((letter) => vote.vetoes.filter((veto) => veto.letter === letter).length),
    voted: vote.vetoes.map((veto) => veto.uid),
    yourVeto: ownVeto(vote, viewerUid),
    closesAt: vote.closesAt,
  };
}

/** The letter `viewerUid` vetoed in `vote`, or null. */
export function ownVeto(vote: NonNullable<Round['letterVote']>, viewerUid: string): string | null {
  return vote.vetoes.find((veto) => veto.uid === viewerUid)?.letter ?? null;
}

/** The viewer's own texts of `round`, one per category, '' when empty: the only texts shown before REVIEWING. */
export function ownAnswers(round: Round, viewerUid: string): { categoryId: string; text: string }[] {
  return round.categories.map((category) => ({
    categoryId: category.id,
    text: round.answers.find((a) => a.uid === viewerUid && a.categoryId === category.id)?.text ?? '',
  }));
}

/**
 * Which room a view is of and which of its committed versions it shows. The engine counts no commits
 * and knows no room ids: the server passes them in. A version orders views within one room only.
 */
export interface RoomAt {
  readonly roomId: string;
  readonly version: number;
}

/**
 * How many of the round's categories each player has filled, in one pass over the answers: a player
 * has at most one answer per category, and every view and progress message counts everyone's.
 */
function filledCounts(round: Round): Map<string, number> {
  const categoryIds = new Set(round.categories.map((category) => category.id));
  const counts = new Map<string, number>();
  for (const answer of round.answers) {
    if (!categoryIds.has(answer.categoryId) || !isFilledAnswer(answer.text)) continue;
    counts.set(answer.uid, (counts.get(answer.uid) ?? 0) + 1);
  }
  return counts;
}

/**
 * Everyone's progress in the current round, exactly as every view shows it: how many categories each
 * player has filled and whether they are done, never what they wrote. A change that leaves this and the
 * texts' author alone (a draft that fills no new category) changes no one else's view.
 */
export function roundProgress(state: GameState, round: Round = currentRoundOf(state)): ProgressView[] {
  const filled = filledCounts(round);
  return state.players.map(({ uid }) => ({
    uid,
    filled: filled.get(uid) ?? 0,
    done: round.done.includes(uid),
  }));
}

function roundView(state: GameState, round: Round, viewerUid: string): RoundView {
  return {
    number: round.number,
    letter: round.letter,
    categories: round.categories.map(({ id, title, ownerUid }) => ({ id, title, ownerUid })),
    startedAt: round.startedAt,
    answeringStartsAt: round.answeringStartsAt,
    deadline: answeringDeadline(round),
    stop: round.stop === null ? null : { ...round.stop },
    // Only the viewer's own texts, whatever the phase.
    yourAnswers: ownAnswers(round, viewerUid),
    progress: roundProgress(state, round),
    review: reviewOf(state, round, viewerUid),
    redrawn: state.plan.redrawnRounds.includes(round.number),
    letterVote: letterVoteView(round, viewerUid),
  };
}

/** The review, while the round is being reviewed; in any other phase the view lets go of the cached one. */
function reviewOf(state: GameState, round: Round, viewerUid: string): ReviewView | null {
  if (state.phase === 'REVIEWING') return reviewView(state, round, viewerUid, textRulesOf(state.settings));
  forgetReview(state);
  return null;
}

/**
 * What player `viewerUid` may see at `now`, of `state` as `room`'s committed version holds it.
 * Built field by field from an allow-list: before REVIEWING the only answer texts in it are the viewer's
 * own (others show only how many categories they have filled); from REVIEWING on, every answer is shown.
 * The plan of future letters and categories is never included. A spectator (or any uid that is not a
 * player) gets the same view with no answers of their own.
 */
export function playerView(state: GameState, viewerUid: string, now: number, room: RoomAt): PlayerView {
  const round = currentRoundOf(state);
  const revealed = ANSWERS_REVEALED_IN.includes(state.phase);
  const watching = !state.players.some((player) => player.uid === viewerUid);
  return {
    you: viewerUid,
    roomId: room.roomId,
    version: room.version,
    serverNow: now,
    phase: state.phase,
    phaseEndsAt: state.phaseEndsAt,
    hostUid: state.hostUid,
    settings: viewSettings(state.settings),
    players: state.players.map(({ uid, displayName, photoURL, connected, left, bot }) => ({
      uid,
      displayName,
      photoURL,
      isHost: uid === state.hostUid,
      bot: bot ?? null,
      connected,
      left,
    })),
    spectators: watchingNow(state).map(({ uid, displayName, photoURL, joinsNextRound }) => ({
      uid,
      displayName,
      photoURL,
      joinsNextRound,
    })),
    watching,
    lateJoinRefusal: lateJoinRefusal(state, viewerUid),
    allowed: allowedIntents(state, viewerUid),
    lateJoiners: state.lateJoiners.map(({ uid, fromRound }) => ({ uid, fromRound })),
    round: roundView(state, round, viewerUid),
    // A round's table holds every text, so only rounds whose answers are revealed may appear.
    results: state.rounds.flatMap((r) => (r !== round || revealed ? (sharedRoundTable(r) ?? []) : [])),
    standings: sharedStandings(state),
  };
}
