import { seededRandom, type GameIntent } from '@npat/engine';
import type { BotLevel, PlayerView } from '@npat/protocol';
import type { AnswerBook } from './answer-book.ts';
import { planBotRound, type BotRoundPlan } from './bot-round.ts';

/** What a bot does now, and when it next has something to do (epoch ms; null: only when the view changes). */
export interface BotTurn {
  readonly intents: readonly GameIntent[];
  readonly wakeAt: number | null;
}

const NOTHING: BotTurn = { intents: [], wakeAt: null };

/**
 * What a bot does, read from its own view alone (decision 069): the answers its plan has typed by now, Done
 * once its plan says so (STOP in Fastest Finger when it filled every category), and in the review its votes
 * with the referee, then Done once the people are. It acts only while a person is there: with everyone away
 * it neither hurries a round nor a review, which then wait for their deadlines. Pure: the same view, book
 * and time give the same turn, so a restarted server picks up where the last one was. `plans` keeps the
 * plans drawn so far, by bot, round and length, for the caller to pass again: drawing one reads thousands of
 * entries.
 */
export function botTurn(
  view: PlayerView,
  book: AnswerBook,
  level: BotLevel,
  now: number,
  plans: Map<string, BotRoundPlan> = new Map(),
): BotTurn {
  const people = view.players.filter((player) => player.bot === null && player.connected && !player.left);
  if (people.length === 0 || view.players.find((player) => player.uid === view.you)?.left !== false)
    return NOTHING;
  if (view.phase === 'ANSWERING') return answering(view, book, level, now, plans);
  if (view.phase === 'REVIEWING')
    return reviewing(
      view,
      people.map((person) => person.uid),
    );
  return NOTHING;
}

function answering(
  view: PlayerView,
  book: AnswerBook,
  level: BotLevel,
  now: number,
  plans: Map<string, BotRoundPlan>,
): BotTurn {
  const { round } = view;
  const start = round.answeringStartsAt;
  if (now < start) return { intents: [], wakeAt: start };
  const seed = `${view.roomId}:${round.number}:${view.you}`;
  const key = `${seed}:${level}:${round.deadline - start}`;
  const plan =
    plans.get(key) ??
    planBotRound({
      book,
      letter: round.letter,
      categoryIds: round.categories.map((category) => category.id),
      level,
      roundMs: round.deadline - start,
      random: seededRandom(seedOf(seed)),
    });
  plans.set(key, plan);
  const typed = new Map(round.yourAnswers.map((answer) => [answer.categoryId, answer.text]));
  const intents: GameIntent[] = [];
  const later: number[] = [];
  // After a STOP the bot types no more: like a person, it has only the last seconds to say it is done.
  for (const answer of round.stop === null ? plan.answers : []) {
    if (start + answer.atMs > now) later.push(start + answer.atMs);
    else if (typed.get(answer.categoryId) !== answer.text) {
      intents.push({
        name: 'game:save-answer',
        payload: { categoryId: answer.categoryId, text: answer.text },
      });
      typed.set(answer.categoryId, answer.text);
    }
  }
  const doneAt = start + plan.doneAtMs;
  if (doneAt > now) later.push(doneAt);
  else intents.push(...finish(view, typed.size));
  return { intents, wakeAt: later.length > 0 ? Math.min(...later) : null };
}

/** Done, or STOP in Fastest Finger once every category has its answer; nothing once the view says it is done. */
function finish(view: PlayerView, filled: number): GameIntent[] {
  if (view.round.progress.some((entry) => entry.uid === view.you && entry.done)) return [];
  const allFilled = filled === view.round.categories.length;
  if (allFilled && view.allowed.includes('game:stop')) return [{ name: 'game:stop', payload: {} }];
  return view.allowed.includes('game:done') ? [{ name: 'game:done', payload: {} }] : [];
}

/**
 * The referee's vote: a challenge of every doubtful answer, and of an answer it does not know once a person
 * challenged it; a known answer it never challenges. Done reviewing once every person present is.
 */
function reviewing(view: PlayerView, people: readonly string[]): BotTurn {
  const review = view.round.review;
  if (review === null) return NOTHING;
  const intents: GameIntent[] = [];
  for (const { categoryId, answers } of review.categories) {
    for (const answer of answers) {
      if (answer.uid === view.you || answer.challengedByYou || answer.rejected) continue;
      const verdict = answer.referee?.verdict;
      const challengedByPerson = answer.challengers.some((uid) => people.includes(uid));
      if (verdict === 'doubtful' || (verdict === 'unknown' && challengedByPerson))
        intents.push({ name: 'game:challenge', payload: { authorUid: answer.uid, categoryId } });
    }
  }
  const peopleDone = people.every((uid) => review.done.includes(uid));
  if (peopleDone && !review.done.includes(view.you) && view.allowed.includes('game:review-done'))
    intents.push({ name: 'game:review-done', payload: {} });
  return { intents, wakeAt: null };
}

/** A 32-bit seed from text (FNV-1a): each bot, round and room draws its own plan, the same every time. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
