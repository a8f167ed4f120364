import { z } from 'zod';
import { CATEGORY_LIBRARY_IDS } from './category-library.ts';
import { GAME_LANGUAGES, languageData } from './languages/game-languages.ts';
import { GAME_LETTERS } from './languages/letter-pools.ts';
import { invalid, type ValidationKey } from './validation-words.ts';

/** How a round ends (docs/product/rules.md#ending-a-round): when a player stops it, or at the deadline. */
export const END_MODES = ['Fastest Finger', 'Round Timer'] as const;
export type EndMode = (typeof END_MODES)[number];

/** Limits of docs/product/rules.md#settings, for forms (slider bounds) and for the schemas below. */
export const SETTINGS_LIMITS = {
  rounds: { min: 1, max: 10 },
  roundTime: { min: 30, max: 180, step: 5 },
  maxPlayers: { min: 2, max: 10 },
  /** How many library categories every round plays (the fixed set the host picks). */
  categories: { min: 3, max: 12 },
  categoryTitleMax: 20,
  /** Spectators of a running game, counted apart from the players. */
  spectators: 20,
} as const;

const { rounds, roundTime, maxPlayers, categories } = SETTINGS_LIMITS;

/** A whole number from `limits.min` to `limits.max`, each way of missing it worded by one message. */
function wholeNumberIn(limits: { readonly min: number; readonly max: number }, message: ValidationKey) {
  return z
    .number(invalid(message))
    .int(invalid(message))
    .min(limits.min, invalid(message))
    .max(limits.max, invalid(message));
}

const roundsSchema = wholeNumberIn(rounds, 'roundsRange');

const roundTimeSchema = wholeNumberIn(roundTime, 'roundTimeRange').multipleOf(
  roundTime.step,
  invalid('roundTimeRange'),
);

const endModeSchema = z.enum(END_MODES, invalid('endModeInvalid'));

const maxPlayersSchema = wholeNumberIn(maxPlayers, 'maxPlayersRange');

/**
 * The fixed categories every round plays: 3 to 12 distinct ids of the category library
 * (docs/decisions/031-category-library.md). An unknown or repeated id only comes from a hand-made request.
 */
const defaultCategoriesSchema = z
  .array(z.enum(CATEGORY_LIBRARY_IDS, invalid('categoriesInvalid')), invalid('categoriesInvalid'))
  .min(categories.min, invalid('categoriesTooFew'))
  .max(categories.max, invalid('categoriesTooMany'))
  .refine((ids) => new Set(ids).size === ids.length, invalid('categoriesInvalid'));

/**
 * The pool of letters the rounds are drawn from: distinct letters, at least one, each a letter of some
 * game language (that it is one of the room's language is a rule between settings, below).
 */
export const lettersSchema = z
  .array(z.enum(GAME_LETTERS as [string, ...string[]], invalid('lettersInvalid')), invalid('lettersInvalid'))
  .min(1, invalid('lettersTooFew'))
  .refine((letters) => new Set(letters).size === letters.length, invalid('lettersInvalid'));

/** Whether players add their own categories: on or off. */
const ownCategoriesSchema = z.boolean(invalid('ownCategoriesInvalid'));

/** The default pool, the default language's (outside the table, which would make it read-only). */
const ENGLISH_LETTERS: string[] = [...languageData('en').defaultLetters];

/** The game language (docs/decisions/033-game-languages.md): letters, category titles, answer comparison. */
const languageSchema = z.enum(GAME_LANGUAGES, invalid('languageInvalid'));

/** A house rule is on or off. */
const houseRuleSchema = z.boolean(invalid('houseRuleInvalid'));

/** Where a setting sits on the screens: its section of the settings form and of the lobby's card. */
export const SETTING_GROUPS = ['round', 'categories', 'letters', 'houseRule', 'language'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/**
 * What the screens need of a house rule (docs/product/rules.md#how-to-add-a-house-rule). `label` is its
 * check card's key in the settings form's catalogue (`settingsForm.houseRule.<label>`: title and detail),
 * `sentence` its sentence in the room's rules (`lib.rules.<sentence>`, said when it is on; `sentenceOff`
 * when off, if it says one). `scoring`: the points change with it, so the engine's scoring reads it
 * (its rule in HOUSE_RULE_SCORING) and the lobby's card and the review tell it with the scoring; else it
 * is a rule of the table (how letters are drawn, who may join).
 */
export type HouseRuleText = {
  readonly label: string;
  readonly sentence: string;
  readonly sentenceOff?: string;
  readonly scoring: boolean;
};

type SettingEntry = {
  schema: z.ZodType;
  default: unknown;
  inGame: 'view' | 'game' | false;
  group: SettingGroup;
  houseRule?: HouseRuleText;
};

/**
 * Every setting of a room, defined once (docs/decisions/028-settings-defined-once.md,
 * docs/decisions/055-house-rules-as-data.md): its rule, its default, whether the game is played with it
 * (`inGame`: 'view' when every player's view shows it too, 'game' when only the game holds it, as the
 * letter pool, which would hint at the letters to come; false for those that stay with the lobby), its
 * group on the screens, and for a house rule (a boolean, off by default unless said) what the screens
 * and scoring need. The schemas, the defaults, the stored form, the game's settings, the views, the house
 * rules' check cards, the card's summary and the rules' sentences all come from this table.
 */
export const ROOM_SETTINGS = {
  rounds: { schema: roundsSchema, default: 6, inGame: 'view', group: 'round' },
  roundTime: { schema: roundTimeSchema, default: 60, inGame: 'view', group: 'round' },
  endMode: { schema: endModeSchema, default: 'Round Timer', inGame: 'view', group: 'round' },
  /** The game gets the chosen categories themselves (id and title), not their ids. */
  defaultCategories: {
    schema: defaultCategoriesSchema,
    default: ['name', 'place', 'animal', 'thing'],
    inGame: false,
    group: 'categories',
  },
  /**
   * Players add their own two categories, one of which joins the game in rounds 1, 3, 5, …; off, the game
   * plays only the fixed set and nobody needs categories to be ready (docs/product/rules.md#own-categories).
   */
  ownCategories: { schema: ownCategoriesSchema, default: true, inGame: 'view', group: 'categories' },
  /** In the game too: a late joiner takes a seat only while one is free (docs/product/rules.md#late-join). */
  maxPlayers: { schema: maxPlayersSchema, default: 10, inGame: 'view', group: 'round' },
  /**
   * The pool every round's letter is drawn from, never twice in a game: by default the language's pool
   * (all 26 in English; see settingsDefaultsFor).
   */
  letters: { schema: lettersSchema, default: ENGLISH_LETTERS, inGame: 'game', group: 'letters' },
  /** House rule: the only valid answer in a category scores 20 instead of 10 (docs/product/scoring.md). */
  onlyAnswerDoubles: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'onlyAnswerDoubles', sentence: 'onlyAnswerDoubles', scoring: true },
  },
  /** House rule: an answer shared with another player scores 0 instead of 5. */
  sharedAnswerZero: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'sharedAnswerZero', sentence: 'sharedAnswerZero', scoring: true },
  },
  /** Before each round every player may veto one of three offered letters (docs/product/rules.md#letters). */
  letterVote: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'letterVote', sentence: 'letterVote', scoring: false },
  },
  /** House rule: +5 for an answer most of the other players vote creative in the review. */
  creativeBonus: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'creativeBonus', sentence: 'creativeBonus', scoring: true },
  },
  /**
   * House rule: the referee's known answers stand without a vote and its doubtful ones start challenged by
   * every other player, so the group looks only at the rest (docs/decisions/067-referee-in-the-review.md).
   */
  refereeDecides: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'refereeDecides', sentence: 'refereeDecides', scoring: false },
  },
  /** Someone who arrives after the start may join as a player from the next round (else they only watch). */
  lateJoin: {
    schema: z.boolean(invalid('lateJoinInvalid')),
    default: true,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'lateJoin', sentence: 'lateJoinOn', sentenceOff: 'lateJoinOff', scoring: false },
  },
  /**
   * Party mode (docs/product/rules.md#big-screen): the room follows a shared big screen, the host paces its
   * reveal and the phones become answer pads.
   */
  bigScreen: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'bigScreen', sentence: 'bigScreen', scoring: false },
  },
  /** Streamer-safe: the code and its QR code show on the host's screen only; friends come in by link. */
  hideCode: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'hideCode', sentence: 'hideCode', scoring: false },
  },
  /** Answers in a rude word are blurred on the big screen and in the review until someone taps them. */
  rudeFilter: {
    schema: houseRuleSchema,
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'rudeFilter', sentence: 'rudeFilter', scoring: false },
  },
  /**
   * The language the game is played in: the letters it may draw, the categories' titles and how answers
   * are compared; every view shows it, as the screens word the game's rules by it.
   */
  language: { schema: languageSchema, default: 'en', inGame: 'view', group: 'language' },
} as const satisfies Record<string, SettingEntry>;
