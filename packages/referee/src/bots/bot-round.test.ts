import { seededRandom, startsWithLetter, textRulesFor } from '@npat/engine';
import { BOT_LEVELS, defaultLetters, GAME_LANGUAGES, type BotLevel } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { knowledgeOf } from '../load-knowledge.ts';
import { REFEREE_CATEGORIES } from '../referee-categories.ts';
import { judge } from '../verdict.ts';
import { answerBookOf } from './answer-book.ts';
import { planBotRound } from './bot-round.ts';

// The classic Place, then every category the referee has data for.
const CATEGORIES = ['place', ...REFEREE_CATEGORIES];
const ROUND_MS = 90_000;

describe('a bot in a round', () => {
  it('gives only answers that start with the letter and that the referee knows, in every game language', () => {
    for (const language of GAME_LANGUAGES) {
      const book = answerBookOf(language);
      const knowledge = knowledgeOf(language);
      const random = seededRandom(7);
      for (const letter of defaultLetters(language).slice(0, 8)) {
        const { answers } = planBotRound({
          book,
          letter,
          categoryIds: CATEGORIES,
          level: 'hard',
          roundMs: ROUND_MS,
          random,
        });
        for (const { categoryId, text } of answers) {
          expect(
            startsWithLetter(text, letter, textRulesFor(language)),
            `${language} ${letter} ${text}`,
          ).toBe(true);
          expect(judge(knowledge, { language, category: categoryId, letter, answer: text }).verdict).toBe(
            'known',
          );
        }
      }
    }
  }, 120_000);

  it('leaves a category the referee has no data for empty, and never gives the same text twice', () => {
    const book = answerBookOf('en');
    for (let seed = 0; seed < 50; seed += 1) {
      const { answers } = planBotRound({
        book,
        letter: 'B',
        categoryIds: ['mountains', 'place', 'city', 'capital-cities', 'countries'],
        level: 'hard',
        roundMs: ROUND_MS,
        random: seededRandom(seed),
      });
      expect(answers.map((answer) => answer.categoryId)).not.toContain('mountains');
      const texts = answers.map((answer) => answer.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('types one answer after another over the round, then says it is done before the round ends', () => {
    const book = answerBookOf('de');
    for (const level of BOT_LEVELS) {
      for (let seed = 0; seed < 30; seed += 1) {
        const { answers, doneAtMs } = planBotRound({
          book,
          letter: 'M',
          categoryIds: CATEGORIES,
          level,
          roundMs: ROUND_MS,
          random: seededRandom(seed),
        });
        const times = answers.map((answer) => answer.atMs);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        for (const time of times) expect(time).toBeGreaterThanOrEqual(ROUND_MS * 0.1);
        expect(doneAtMs).toBeGreaterThan(times.at(-1) ?? 0);
        expect(doneAtMs).toBeLessThanOrEqual(ROUND_MS);
      }
    }
  });

  it('plays the same round again for the same seed', () => {
    const plan = () =>
      planBotRound({
        book: answerBookOf('fr'),
        letter: 'C',
        categoryIds: CATEGORIES,
        level: 'medium',
        roundMs: ROUND_MS,
        random: seededRandom(42),
      });
    expect(plan()).toEqual(plan());
  });

  it('fills more categories, with rarer answers and sooner, the harder its level, over many rounds', () => {
    const book = answerBookOf('en');
    const measure = (level: BotLevel) => {
      let filled = 0;
      let rare = 0;
      let doneAt = 0;
      const rounds = 300;
      for (let seed = 0; seed < rounds; seed += 1) {
        const letter = defaultLetters('en')[seed % defaultLetters('en').length]!;
        const { answers, doneAtMs } = planBotRound({
          book,
          letter,
          categoryIds: ['countries', 'city', 'name', 'animal'],
          level,
          roundMs: ROUND_MS,
          random: seededRandom(seed),
        });
        filled += answers.length;
        rare += answers.filter((answer) =>
          book.candidates(answer.categoryId, letter).rare.includes(answer.text),
        ).length;
        doneAt += doneAtMs;
      }
      return { filled, rareShare: rare / filled, doneAt: doneAt / rounds };
    };
    const [easy, medium, hard] = BOT_LEVELS.map(measure);
    expect(easy!.filled).toBeLessThan(medium!.filled);
    expect(medium!.filled).toBeLessThan(hard!.filled);
    expect(easy!.rareShare).toBeLessThan(medium!.rareShare);
    expect(medium!.rareShare).toBeLessThan(hard!.rareShare);
    expect(hard!.doneAt).toBeLessThan(easy!.doneAt);
  });
});
