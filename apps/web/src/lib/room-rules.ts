import {
  BASE_CATEGORY_COUNT,
  EXTRA_CATEGORY_MS,
  HOUSE_RULE_POINTS,
  LETTER_VOTE_MS,
  LETTERS_OFFERED,
  POINTS,
  STOP_BONUS_POINTS,
  STOP_COUNTDOWN_MS,
} from '@npat/engine';
import {
  ALPHABET,
  DEFAULT_ROOM_SETTINGS,
  EASY_LETTERS,
  HARD_LETTERS,
  type RoomSettings,
  type ViewSettings,
} from '@npat/protocol';
import { LIB_STRINGS } from './strings';

const S = LIB_STRINGS.rules;

/**
 * The settings a room's rules are told from: what a lobby view and a game view both hold, plus what only
 * the lobby's holds (the fixed categories, the letter pool), optional, since a game view never has them.
 * `ownCategories`, `lateJoin`, `creativeBonus` and `letterVote` are optional too, for a view from before those
 * settings existed.
 */
export type RulesSettings = Pick<
  ViewSettings,
  'rounds' | 'roundTime' | 'endMode' | 'onlyAnswerDoubles' | 'sharedAnswerZero'
> &
  Partial<
    Pick<
      RoomSettings,
      'ownCategories' | 'lateJoin' | 'defaultCategories' | 'letters' | 'creativeBonus' | 'letterVote'
    >
  >;

const seconds = (ms: number) => ms / 1000;

/**
 * The scoring sentences: Classic always, then one line per house rule that is on, each saying what it
 * replaces, so a new rule is one more entry and never rewrites another's sentence.
 */
const HOUSE_RULES: readonly { isOn: (settings: RulesSettings) => boolean; sentence: string }[] = [
  {
    isOn: (settings) => settings.onlyAnswerDoubles,
    sentence: S.onlyAnswerDoubles(HOUSE_RULE_POINTS.onlyAnswer, POINTS.unique),
  },
  {
    isOn: (settings) => settings.sharedAnswerZero,
    sentence: S.sharedAnswerZero(HOUSE_RULE_POINTS.sharedAnswer, POINTS.shared),
  },
  {
    isOn: (settings) => settings.creativeBonus === true,
    sentence: S.creativeBonus(HOUSE_RULE_POINTS.creative),
  },
];

/** The letter pool in words; the pool is compared as a set, in whatever order it was stored. */
function lettersSentence(letters: readonly string[]): string {
  const pool = ALPHABET.filter((letter) => letters.includes(letter));
  if (pool.length === ALPHABET.length) return S.allLetters(ALPHABET.length);
  if (pool.length === EASY_LETTERS.length && EASY_LETTERS.every((letter) => pool.includes(letter)))
    return S.easyLetters(HARD_LETTERS);
  return S.chosenLetters(pool);
}

/**
 * A room's rules as short sentences, in the order of the guide's rules section: rounds and time, how a
 * round ends, scoring, categories, letters, late join. The fixed categories and the letters are told only
 * when the settings hold them (the lobby's): a game's view leaves the letter pool out on purpose, as it
 * would hint at the letters to come.
 */
export function roomRules(settings: RulesSettings): string[] {
  const ownCategories = settings.ownCategories ?? DEFAULT_ROOM_SETTINGS.ownCategories;
  const lateJoin = settings.lateJoin ?? DEFAULT_ROOM_SETTINGS.lateJoin;
  return [
    S.roundsAndTime(settings.rounds, settings.roundTime, seconds(EXTRA_CATEGORY_MS), BASE_CATEGORY_COUNT),
    settings.endMode === 'Fastest Finger'
      ? S.fastestFinger(seconds(STOP_COUNTDOWN_MS), STOP_BONUS_POINTS)
      : S.roundTimer,
    S.classicScoring(POINTS.unique, POINTS.shared, POINTS.none),
    ...HOUSE_RULES.filter((rule) => rule.isOn(settings)).map((rule) => rule.sentence),
    ...(settings.defaultCategories ? [S.fixedCategories(settings.defaultCategories.length)] : []),
    ownCategories ? S.ownCategoriesOn : S.ownCategoriesOff,
    ...(settings.letters ? [lettersSentence(settings.letters)] : []),
    ...(settings.letterVote === true ? [S.letterVote(LETTERS_OFFERED, seconds(LETTER_VOTE_MS))] : []),
    lateJoin ? S.lateJoinOn : S.lateJoinOff,
  ];
}
