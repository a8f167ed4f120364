import {
  BASE_CATEGORY_COUNT,
  EXTRA_CATEGORY_MS,
  POINTS,
  STOP_BONUS_POINTS,
  STOP_COUNTDOWN_MS,
} from '@npat/engine';
import {
  alphabetOf,
  DEFAULT_ROOM_SETTINGS,
  easyLetters,
  hardLetters,
  LANGUAGE_DATA,
  SCORING_HOUSE_RULE_KEYS,
  type GameLanguage,
  type HouseRuleKey,
  type RoomSettings,
  type ViewSettings,
} from '@npat/protocol';
import type { Catalogue } from '@/i18n/catalogue.generated';
import { currentLocale, text } from '@/i18n/locale-store';
import { houseRuleSentence, isOn } from './house-rules';

type RulesText = Catalogue['lib']['rules'];

/**
 * The settings a room's rules are told from: what a lobby view and a game view both hold, plus what only
 * the lobby's holds (the fixed categories, the letter pool), optional, since a game view never has them.
 * The house rules, `ownCategories` and `language` are optional too, for a view from before those settings
 * existed (a missing one is its default).
 */
export type RulesSettings = Pick<ViewSettings, 'rounds' | 'roundTime' | 'endMode'> &
  Partial<Pick<RoomSettings, HouseRuleKey | 'ownCategories' | 'defaultCategories' | 'letters' | 'language'>>;

const seconds = (ms: number) => ms / 1000;

/** The letter pool in words; the pool is compared as a set, in whatever order it was stored. */
function lettersSentence(S: RulesText, letters: readonly string[], language: GameLanguage): string {
  const alphabet = alphabetOf(language);
  const easy = easyLetters(language);
  const pool = alphabet.filter((letter) => letters.includes(letter));
  if (pool.length === alphabet.length) return S.allLetters({ count: alphabet.length });
  if (pool.length === easy.length && easy.every((letter) => pool.includes(letter)))
    return S.easyLetters({ left: spaced(hardLetters(language)) });
  return S.chosenLetters({ letters: spaced(pool) });
}

/** Letters shown as the tiles would be, one after another: a row of letters, not a sentence's list. */
function spaced(letters: readonly string[]): string {
  return letters.join(' ');
}

/**
 * A room's rules as short sentences, in the order of the guide's rules section: rounds and time, how a
 * round ends, scoring, categories, letters, late join; first, in a mixed room, the game's language. The fixed categories and the letters are told only
 * when the settings hold them (the lobby's): a game's view leaves the letter pool out on purpose, as it
 * would hint at the letters to come. Worded in the player's language when called.
 */
export function roomRules(settings: RulesSettings): string[] {
  const S = text().lib.rules;
  const ownCategories = settings.ownCategories ?? DEFAULT_ROOM_SETTINGS.ownCategories;
  const language = settings.language ?? DEFAULT_ROOM_SETTINGS.language;
  return [
    // Said only to a player whose screens speak another language than the game (a mixed room).
    ...(language === currentLocale() ? [] : [S.language({ language: LANGUAGE_DATA[language].name })]),
    S.roundsAndTime({
      rounds: settings.rounds,
      seconds: settings.roundTime,
      extraSeconds: seconds(EXTRA_CATEGORY_MS),
      baseCategories: BASE_CATEGORY_COUNT,
    }),
    settings.endMode === 'Fastest Finger'
      ? S.fastestFinger({ countdownSeconds: seconds(STOP_COUNTDOWN_MS), bonus: STOP_BONUS_POINTS })
      : S.roundTimer,
    S.classicScoring({ unique: POINTS.unique, shared: POINTS.shared, none: POINTS.none }),
    // Each house rule of scoring that is on says what it replaces, so a new one never rewrites another's.
    ...SCORING_HOUSE_RULE_KEYS.flatMap((key) => houseRuleSentence(S, key, isOn(settings, key))),
    ...(settings.defaultCategories ? [S.fixedCategories({ count: settings.defaultCategories.length })] : []),
    ownCategories ? S.ownCategoriesOn : S.ownCategoriesOff,
    ...(settings.letters ? [lettersSentence(S, settings.letters, language)] : []),
    ...houseRuleSentence(S, 'letterVote', isOn(settings, 'letterVote')),
    ...houseRuleSentence(S, 'lateJoin', isOn(settings, 'lateJoin')),
    ...houseRuleSentence(S, 'bigScreen', isOn(settings, 'bigScreen')),
    ...houseRuleSentence(S, 'hideCode', isOn(settings, 'hideCode')),
    ...houseRuleSentence(S, 'rudeFilter', isOn(settings, 'rudeFilter')),
  ];
}
