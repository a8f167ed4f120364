/** The draft intent (docs/product/rules.md#answering): what a player has typed so far in one category. */
import { isDue } from '../advance.ts';
import { currentRoundOf } from '../current-round.ts';
import { refuse, type GameErrorCode } from '../errors.ts';
import type { Answer, GameState } from '../state.ts';
import { cleanAnswerText, fitsAnswerLength } from './answer-text.ts';
import type { MoveGuard } from './move-guard.ts';
import { actingPlayer, defineIntent, type GameIntentFunction } from './run-intent.ts';

type Draft = { categoryId: string; text: string };

/**
 * The current round's answers once `uid` saved the draft: a new array, `'unchanged'` when the text
 * is what is already saved, or the reason to refuse. An empty text clears the answer.
 */
function answersAfter(
  state: GameState,
  uid: string,
  { categoryId, text }: Draft,
): Answer[] | 'unchanged' | GameErrorCode {
  const round = currentRoundOf(state);
  if (!round.categories.some((category) => category.id === categoryId)) return 'unknown-category';
  const cleaned = cleanAnswerText(text);
  if (!fitsAnswerLength(cleaned)) return 'answer-too-long';
  // One pass over the round's answers (this runs for every keystroke batch): the saved text, if any,
  // and the others in their order.
  const { answers } = round;
  const at = answers.findIndex((a) => a.uid === uid && a.categoryId === categoryId);
  if ((answers[at]?.text ?? '') === cleaned) return 'unchanged';
  const others = at < 0 ? answers.slice() : [...answers.slice(0, at), ...answers.slice(at + 1)];
  if (cleaned !== '') others.push({ uid, categoryId, text: cleaned });
  return others;
}

/**
 * The rule on a private copy of the game, as every other intent runs, behind the table's checks
 * (`guard`): for a draft that arrives after a deadline was due, and the reference the shared path
 * below is tested against.
 */
export function saveAnswerOnCopy(guard: MoveGuard): GameIntentFunction<Draft> {
  return defineIntent<Draft>((draft, actor, payload, _now, events) => {
    const refusal = guard(draft, actor);
    if (refusal !== null) return refusal;
    const answers = answersAfter(draft, actor.uid, payload);
    if (answers === 'unchanged') return null;
    if (!Array.isArray(answers)) return answers;
    currentRoundOf(draft).answers = answers;
    events.push({ type: 'answer-saved', uid: actor.uid, categoryId: payload.categoryId });
    return null;
  });
}

/**
 * Saves what a player has typed so far in one category (a draft, sent while typing), once the table's
 * checks (`guard`: answering, until the deadline plus 1 s of grace, also after the player pressed Done)
 * pass; an empty text clears the answer.
 *
 * Drafts are most intents, so unless a deadline is due (then the game moves on first, on a copy, like
 * every other intent) the next state is built around the one changed answer: everything else is shared
 * with `state`. That is safe because no intent ever changes a state it was given or returned, and it
 * spares a deep copy of the whole game per keystroke batch (and the garbage it leaves).
 */
export function saveAnswer(guard: MoveGuard): GameIntentFunction<Draft> {
  const onCopy = saveAnswerOnCopy(guard);
  return (state, actorUid, payload, now) => {
    if (isDue(state, now)) return onCopy(state, actorUid, payload, now);
    const actor = actingPlayer(state, actorUid);
    if (typeof actor === 'string') return refuse(actor);
    const refusal = guard(state, actor);
    if (refusal !== null) return refuse(refusal);
    const answers = answersAfter(state, actorUid, payload);
    if (answers === 'unchanged') return { ok: true, state, events: [] };
    if (!Array.isArray(answers)) return refuse(answers);
    const rounds = state.rounds.slice();
    const last = rounds.length - 1;
    rounds[last] = { ...currentRoundOf(state), answers };
    return {
      ok: true,
      state: { ...state, rounds },
      events: [{ type: 'answer-saved', uid: actorUid, categoryId: payload.categoryId }],
    };
  };
}
