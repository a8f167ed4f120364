import { GAME_LANGUAGES, languageData, type GameLanguage } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_RULES, textRulesFor, textRulesOf } from './text-rules.ts';

describe('the text rules of a game language', () => {
  it('are its language data’s case locale, own letters, expansions and digraphs', () => {
    for (const code of GAME_LANGUAGES) {
      const { caseLocale, ownLetters, expansions, digraphs } = languageData(code);
      expect(textRulesFor(code)).toEqual({ caseLocale, ownLetters, expansions, digraphs });
    }
  });

  it('are one object per language, so what is worked out by them can be remembered', () => {
    expect(textRulesFor('tr')).toBe(textRulesFor('tr'));
    expect(textRulesOf({ language: 'es' })).toBe(textRulesFor('es'));
    expect(DEFAULT_TEXT_RULES).toBe(textRulesFor('en'));
    expect(Object.isFrozen(textRulesFor('de'))).toBe(true);
  });

  it('refuse a language the game does not have', () => {
    expect(() => textRulesFor('pt' as GameLanguage)).toThrow(RangeError);
  });
});
