import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROOM_SETTINGS,
  HOUSE_RULE_KEYS,
  houseRuleOf,
  ROOM_SETTING_KEYS,
  ROOM_SETTINGS,
  SCORING_HOUSE_RULE_KEYS,
  SETTING_GROUPS,
  TABLE_HOUSE_RULE_KEYS,
} from './index.ts';

describe('the settings table', () => {
  it('puts every setting in one of the screens’ groups', () => {
    for (const key of ROOM_SETTING_KEYS) expect(SETTING_GROUPS).toContain(ROOM_SETTINGS[key].group);
  });

  it('gives exactly the house rule group what the screens need of a house rule', () => {
    const grouped = ROOM_SETTING_KEYS.filter((key) => ROOM_SETTINGS[key].group === 'houseRule');
    expect(ROOM_SETTING_KEYS.filter((key) => houseRuleOf(key) !== undefined)).toEqual(grouped);
    for (const key of grouped) {
      const text = houseRuleOf(key);
      expect(text?.label).toMatch(/^\w+$/u);
      expect(text?.sentence).toMatch(/^\w+$/u);
    }
  });

  it('makes every house rule an on or off, and those of scoring off by default (Classic)', () => {
    for (const key of HOUSE_RULE_KEYS) {
      expect(ROOM_SETTINGS[key].schema.safeParse(true).success).toBe(true);
      expect(ROOM_SETTINGS[key].schema.safeParse('on').success).toBe(false);
    }
    for (const key of SCORING_HOUSE_RULE_KEYS) expect(DEFAULT_ROOM_SETTINGS[key]).toBe(false);
  });

  it('lists the house rules as the form shows them: those of scoring, then those of the table', () => {
    expect(SCORING_HOUSE_RULE_KEYS).toEqual(['onlyAnswerDoubles', 'sharedAnswerZero', 'creativeBonus']);
    expect(TABLE_HOUSE_RULE_KEYS).toEqual([
      'letterVote',
      'refereeDecides',
      'lateJoin',
      'bigScreen',
      'hideCode',
      'rudeFilter',
    ]);
    expect(HOUSE_RULE_KEYS).toEqual([...SCORING_HOUSE_RULE_KEYS, ...TABLE_HOUSE_RULE_KEYS]);
  });
});
