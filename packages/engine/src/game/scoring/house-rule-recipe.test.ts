import { ROOM_SETTINGS, SCORING_HOUSE_RULE_KEYS } from '@npat/protocol';
import { describe, expect, it, vi } from 'vitest';
import type * as SettingsTable from '../../../../protocol/src/settings-table.ts';
import type { GameSettings } from '../state.ts';
import { reviewingGame } from '../testing/game-fixtures.ts';
import type * as HouseRuleScoring from './house-rule-scoring.ts';
import { HOUSE_RULE_SCORING } from './house-rule-scoring.ts';
import { scoreRound } from './score-round.ts';

/**
 * The recipe of docs/product/rules.md#how-to-add-a-house-rule, followed in a test: a house rule of
 * scoring added to the settings table and given its engine rule, and nothing else, is scored.
 */
vi.mock('../../../../protocol/src/settings-table.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SettingsTable>();
  const { z } = await import('zod');
  const vowelBonus = {
    schema: z.boolean(),
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'vowelBonus', sentence: 'vowelBonus', scoring: true },
  };
  return { ...actual, ROOM_SETTINGS: { ...actual.ROOM_SETTINGS, vowelBonus } };
});

vi.mock('./house-rule-scoring.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof HouseRuleScoring>();
  const vowelBonus: HouseRuleScoring.HouseRuleScoring = {
    figures: { points: 3 },
    bonus: ({ answer }) => (answer.valid && /^[aeiou]/iu.test(answer.text) ? { points: 3, mark: {} } : null),
  };
  return { ...actual, HOUSE_RULE_SCORING: { ...actual.HOUSE_RULE_SCORING, vowelBonus } };
});

/** The scores of each player's animal in round 1 (letter A) under review, scored as the review ends. */
function animalScores(answers: Record<string, string>, settings: Record<string, unknown>) {
  const byPlayer = Object.fromEntries(Object.entries(answers).map(([uid, animal]) => [uid, { animal }]));
  const { state } = reviewingGame(byPlayer, settings as Partial<GameSettings>);
  const scores = scoreRound(state.rounds[0]!, state.players, state.settings);
  return Object.fromEntries(
    scores.map((score) => [score.uid, score.categories.find((c) => c.categoryId === 'animal')]),
  );
}

/** The points of Ana's and Ben's animals, both valid and different. */
function animalPoints(settings: Record<string, unknown>) {
  const scores = animalScores({ ana: 'Ant', ben: 'Ape' }, settings);
  return { ana: scores.ana?.points, ben: scores.ben?.points };
}

describe('a house rule of scoring added to the table with its engine rule', () => {
  it('is one of the table’s house rules of scoring, with its engine rule', () => {
    expect('vowelBonus' in ROOM_SETTINGS).toBe(true);
    expect(SCORING_HOUSE_RULE_KEYS).toContain('vowelBonus');
    expect('vowelBonus' in HOUSE_RULE_SCORING).toBe(true);
  });

  it('changes the points while it is on, and Classic stays as it was while it is off', () => {
    expect(animalPoints({ vowelBonus: true })).toEqual({ ana: 13, ben: 13 });
    expect(animalPoints({ vowelBonus: false })).toEqual({ ana: 10, ben: 10 });
    expect(animalPoints({})).toEqual({ ana: 10, ben: 10 });
  });

  it('adds up with the house rules already there, in the table’s order', () => {
    expect(animalPoints({ vowelBonus: true, onlyAnswerDoubles: true })).toEqual({ ana: 13, ben: 13 });
    expect(animalScores({ ana: 'Ant' }, { vowelBonus: true, onlyAnswerDoubles: true }).ana).toEqual({
      categoryId: 'animal',
      verdict: 'only',
      points: 23,
    });
  });
});
