import type { RandomSource } from '@npat/engine';
import type { BotLevel } from '@npat/protocol';
import type { AnswerBook } from './answer-book.ts';

/**
 * How a level plays (decision 069): the share of categories it fills, the share of its answers taken from the
 * rare pool (answers others are less likely to give, so more often unique), and by which part of the round it
 * has typed its last answer.
 */
export interface BotTraits {
  readonly fills: number;
  readonly rareShare: number;
  readonly doneBy: number;
}

export const BOT_TRAITS: Record<BotLevel, BotTraits> = {
  easy: { fills: 0.5, rareShare: 0.1, doneBy: 0.9 },
  medium: { fills: 0.75, rareShare: 0.35, doneBy: 0.75 },
  hard: { fills: 0.95, rareShare: 0.7, doneBy: 0.6 },
};

/** When, counted from the round's start, a bot types an answer. */
export interface PlannedAnswer {
  readonly categoryId: string;
  readonly text: string;
  readonly atMs: number;
}

export interface BotRoundPlan {
  readonly answers: readonly PlannedAnswer[];
  /** When it says it is done, after its last answer. */
  readonly doneAtMs: number;
}

export interface BotRoundInput {
  readonly book: AnswerBook;
  readonly letter: string;
  readonly categoryIds: readonly string[];
  readonly level: BotLevel;
  /** How long the round's answering lasts. */
  readonly roundMs: number;
  readonly random: RandomSource;
}

/**
 * The entry at `pick` (0 to 1) of `pool`, or the next one not `given` yet (a bot never gives one answer twice);
 * undefined when every entry is given. Steps past the few given ones instead of copying pools of thousands.
 */
function freshEntry(pool: readonly string[], pick: number, given: ReadonlySet<string>): string | undefined {
  const start = Math.min(pool.length - 1, Math.floor(pick * pool.length));
  for (let step = 0; step < pool.length; step += 1) {
    const entry = pool[(start + step) % pool.length]!;
    if (!given.has(entry)) return entry;
  }
  return undefined;
}

/** The first tenth of a round a person spends reading the letter and the categories. */
const READING_SHARE = 0.1;

/**
 * What a bot answers in a round and when: for each category, by its level, an answer from the knowledge base
 * or none, never the same text twice, typed one after another over the round as a person types, then done.
 * Pure: the knowledge, the clock's span and the randomness are passed in.
 */
export function planBotRound({
  book,
  letter,
  categoryIds,
  level,
  roundMs,
  random,
}: BotRoundInput): BotRoundPlan {
  const traits = BOT_TRAITS[level];
  const given = new Set<string>();
  const texts: { categoryId: string; text: string }[] = [];
  for (const categoryId of categoryIds) {
    if (random() >= traits.fills) continue;
    const { common, rare } = book.candidates(categoryId, letter);
    const [first, second] = random() < traits.rareShare ? [rare, common] : [common, rare];
    const pick = random();
    const text = freshEntry(first, pick, given) ?? freshEntry(second, pick, given);
    if (text === undefined) continue;
    given.add(text);
    texts.push({ categoryId, text });
  }
  const start = roundMs * READING_SHARE;
  const end = roundMs * traits.doneBy;
  const times = texts.map(() => Math.round(start + random() * (end - start))).sort((a, b) => a - b);
  const answers = texts.map((answer, index) => ({ ...answer, atMs: times[index]! }));
  const last = times.at(-1) ?? start;
  return { answers, doneAtMs: Math.min(roundMs, Math.round(last + 1000 + random() * 2000)) };
}
