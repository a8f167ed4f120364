/**
 * The referee's marks in the review (docs/referee.md, docs/decisions/067-referee-in-the-review.md). The referee
 * itself lives on the server (packages/referee: its data is too big for the engine's callers); the server asks
 * here which answers to judge, judges them, and hands the marks back, which the game keeps for the round.
 */
import { produce } from 'immer';
import { textRulesFor } from '../../text/text-rules.ts';
import { currentRoundOf } from '../current-round.ts';
import type { GameResult } from '../errors.ts';
import type { GameEvent } from '../events.ts';
import { presentPlayers } from '../players.ts';
import type { AnswerAt, GameState, RefereeMarkEntry, Round } from '../state.ts';
import { autoMark } from './auto-mark.ts';

/** One revealed answer the referee may judge: a filled, right-letter answer in a category of the library. */
export interface AnswerToJudge {
  readonly uid: string;
  readonly categoryId: string;
  readonly text: string;
}

/**
 * Whether the current round waits for the referee: under review and not judged yet, with answers it judges
 * or, with the rude-answer filter on, any answer to check.
 */
export function awaitsReferee(state: GameState): boolean {
  const round = currentRoundOf(state);
  if (state.phase !== 'REVIEWING' || round.refereeMarks !== null) return false;
  return state.settings.rudeFilter
    ? round.answers.some((a) => a.text !== '')
    : answersToJudge(state).length > 0;
}

/** The current round's answers the referee judges, when it is under review and not judged yet; else none. */
export function answersToJudge(state: GameState): AnswerToJudge[] {
  const round = currentRoundOf(state);
  if (state.phase !== 'REVIEWING' || round.refereeMarks !== null) return [];
  return judgeable(state, round).map(({ uid, categoryId, text }) => ({ uid, categoryId, text }));
}

function judgeable(state: GameState, round: Round) {
  const rules = textRulesFor(state.settings.language);
  const library = new Set(round.categories.filter((c) => c.ownerUid === null).map((c) => c.id));
  return round.answers.filter(
    (answer) => library.has(answer.categoryId) && autoMark(answer.text, round.letter, rules) === 'ok',
  );
}

/**
 * Keeps the referee's `marks` for round `round` while it is under review and was not judged yet (else changes
 * nothing: the review moved on, or another node judged it first). Marks for answers it may not judge are
 * dropped. Under the house rule 'The referee decides', every present player but the author challenges each
 * doubtful answer, so it starts rejected and the group overturns it by withdrawing; known answers need no vote.
 */
export function applyRefereeMarks(
  state: GameState,
  call: {
    readonly round: number;
    readonly marks: readonly RefereeMarkEntry[];
    /** With the rude-answer filter on: the revealed answers the server found rude. */
    readonly rude?: readonly AnswerAt[];
  },
  _now: number,
): GameResult {
  const current = currentRoundOf(state);
  if (state.phase !== 'REVIEWING' || current.number !== call.round || current.refereeMarks !== null) {
    return { ok: true, state, events: [] };
  }
  const events: GameEvent[] = [];
  const next = produce(state, (draft) => {
    const round = currentRoundOf(draft);
    const allowed = new Set(
      judgeable(draft, round).map((answer) => `${answer.uid}\u0000${answer.categoryId}`),
    );
    round.refereeMarks = call.marks
      .filter((mark) => allowed.has(`${mark.uid}\u0000${mark.categoryId}`))
      .map(({ uid, categoryId, verdict, reason }) => ({ uid, categoryId, verdict, reason: { ...reason } }));
    if (draft.settings.rudeFilter && call.rude) {
      const revealed = new Set(
        round.answers.filter((a) => a.text !== '').map((a) => `${a.uid}\u0000${a.categoryId}`),
      );
      round.rude = call.rude
        .filter((r) => revealed.has(`${r.uid}\u0000${r.categoryId}`))
        .map(({ uid, categoryId }) => ({ uid, categoryId }));
    }
    const challenged = draft.settings.refereeDecides ? challengeDoubtful(draft, round) : 0;
    events.push({ type: 'referee-judged', round: round.number, challenged });
  });
  return { ok: true, state: next, events };
}

/** Every present player but the author challenges each doubtful answer; returns how many answers that were. */
function challengeDoubtful(draft: GameState, round: Round): number {
  const voters = presentPlayers(draft.players).map((player) => player.uid);
  let answers = 0;
  for (const mark of round.refereeMarks ?? []) {
    if (mark.verdict !== 'doubtful') continue;
    answers += 1;
    for (const voterUid of voters) {
      if (voterUid === mark.uid) continue;
      const has = round.challenges.some(
        (c) => c.voterUid === voterUid && c.authorUid === mark.uid && c.categoryId === mark.categoryId,
      );
      if (!has) round.challenges.push({ voterUid, authorUid: mark.uid, categoryId: mark.categoryId });
    }
  }
  return answers;
}
