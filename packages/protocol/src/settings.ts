import { z } from 'zod';
import { CATEGORY_LIBRARY_IDS } from './category-library.ts';
import { chosenDefaultCategories } from './languages/category-titles.ts';
import { GAME_LANGUAGES, isGameLanguage, languageData } from './languages/game-languages.ts';
import { GAME_LETTERS, inAlphabetOrder } from './languages/letter-pools.ts';
import { VALIDATION } from './messages.ts';
import { cleanText, stripInvisibles } from './text.ts';

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

const roundsSchema = z
  .number({ error: VALIDATION.roundsRange })
  .int(VALIDATION.roundsRange)
  .min(rounds.min, VALIDATION.roundsRange)
  .max(rounds.max, VALIDATION.roundsRange);

const roundTimeSchema = z
  .number({ error: VALIDATION.roundTimeRange })
  .int(VALIDATION.roundTimeRange)
  .min(roundTime.min, VALIDATION.roundTimeRange)
  .max(roundTime.max, VALIDATION.roundTimeRange)
  .multipleOf(roundTime.step, VALIDATION.roundTimeRange);

const endModeSchema = z.enum(END_MODES, { error: VALIDATION.endModeInvalid });

const maxPlayersSchema = z
  .number({ error: VALIDATION.maxPlayersRange })
  .int(VALIDATION.maxPlayersRange)
  .min(maxPlayers.min, VALIDATION.maxPlayersRange)
  .max(maxPlayers.max, VALIDATION.maxPlayersRange);

/**
 * The fixed categories every round plays: 3 to 12 distinct ids of the category library
 * (docs/decisions/031-category-library.md). An unknown or repeated id only comes from a hand-made request.
 */
const defaultCategoriesSchema = z
  .array(z.enum(CATEGORY_LIBRARY_IDS, { error: VALIDATION.categoriesInvalid }), {
    error: VALIDATION.categoriesInvalid,
  })
  .min(categories.min, VALIDATION.categoriesTooFew)
  .max(categories.max, VALIDATION.categoriesTooMany)
  .refine((ids) => new Set(ids).size === ids.length, { message: VALIDATION.categoriesInvalid });

/**
 * The pool of letters the rounds are drawn from: distinct letters, at least one, each a letter of some
 * game language (that it is one of the room's language is a rule between settings, below).
 */
const lettersSchema = z
  .array(z.enum(GAME_LETTERS as [string, ...string[]], { error: VALIDATION.lettersInvalid }), {
    error: VALIDATION.lettersInvalid,
  })
  .min(1, VALIDATION.lettersTooFew)
  .refine((letters) => new Set(letters).size === letters.length, { message: VALIDATION.lettersInvalid });

/** Whether players add their own categories: on or off. */
const ownCategoriesSchema = z.boolean({ error: VALIDATION.ownCategoriesInvalid });

/** The default pool, the default language's (outside the table, which would make it read-only). */
const ENGLISH_LETTERS: string[] = [...languageData('en').defaultLetters];

/** The game language (docs/decisions/033-game-languages.md): letters, category titles, answer comparison. */
const languageSchema = z.enum(GAME_LANGUAGES, { error: VALIDATION.languageInvalid });

/** A house rule is on or off. */
const houseRuleSchema = z.boolean({ error: VALIDATION.houseRuleInvalid });

/**
 * Every setting of a room, defined once (docs/decisions/028-settings-defined-once.md): its rule, its
 * default, and whether the game is played with it (`inGame`: 'view' when every player's view shows it too,
 * 'game' when only the game holds it, as the letter pool, which would hint at the letters to come; false
 * for those that stay with the lobby, like the player limit). The schemas, the defaults, the stored form, the game's settings and the views all come from
 * this table; a new setting is one entry here and its field in the shared settings form.
 */
export const ROOM_SETTINGS = {
  rounds: { schema: roundsSchema, default: 6, inGame: 'view' },
  roundTime: { schema: roundTimeSchema, default: 60, inGame: 'view' },
  endMode: { schema: endModeSchema, default: 'Round Timer', inGame: 'view' },
  /** The game gets the chosen categories themselves (id and title), not their ids. */
  defaultCategories: {
    schema: defaultCategoriesSchema,
    default: ['name', 'place', 'animal', 'thing'],
    inGame: false,
  },
  /**
   * Players add their own two categories, one of which joins the game in rounds 1, 3, 5, …; off, the game
   * plays only the fixed set and nobody needs categories to be ready (docs/product/rules.md#own-categories).
   */
  ownCategories: { schema: ownCategoriesSchema, default: true, inGame: 'view' },
  /** In the game too: a late joiner takes a seat only while one is free (docs/product/rules.md#late-join). */
  maxPlayers: { schema: maxPlayersSchema, default: 10, inGame: 'view' },
  /**
   * The pool every round's letter is drawn from, never twice in a game: by default the language's pool
   * (all 26 in English; see settingsDefaultsFor).
   */
  letters: { schema: lettersSchema, default: ENGLISH_LETTERS, inGame: 'game' },
  /** House rule: the only valid answer in a category scores 20 instead of 10 (docs/product/scoring.md). */
  onlyAnswerDoubles: { schema: houseRuleSchema, default: false, inGame: 'view' },
  /** House rule: an answer shared with another player scores 0 instead of 5. */
  sharedAnswerZero: { schema: houseRuleSchema, default: false, inGame: 'view' },
  /** Before each round every player may veto one of three offered letters (docs/product/rules.md#letters). */
  letterVote: { schema: houseRuleSchema, default: false, inGame: 'view' },
  /** House rule: +5 for an answer most of the other players vote creative in the review. */
  creativeBonus: { schema: houseRuleSchema, default: false, inGame: 'view' },
  /** Someone who arrives after the start may join as a player from the next round (else they only watch). */
  lateJoin: { schema: z.boolean({ error: VALIDATION.lateJoinInvalid }), default: true, inGame: 'view' },
  /**
   * The language the game is played in: the letters it may draw, the categories' titles and how answers
   * are compared; every view shows it, as the screens word the game's rules by it.
   */
  language: { schema: languageSchema, default: 'en', inGame: 'view' },
} as const satisfies Record<string, { schema: z.ZodType; default: unknown; inGame: 'view' | 'game' | false }>;

type SettingsTable = typeof ROOM_SETTINGS;
export type RoomSettingKey = keyof SettingsTable;

/** Every setting's name, in the table's order (the stored form keeps it). */
export const ROOM_SETTING_KEYS = Object.keys(ROOM_SETTINGS) as RoomSettingKey[];

/**
 * The room's settings as the host edits them in the lobby and as the room stores them: every field
 * required, so an update can never silently reset a field to its default.
 */
export const roomSettingsSchema = z
  .object(
    Object.fromEntries(ROOM_SETTING_KEYS.map((key) => [key, ROOM_SETTINGS[key].schema])) as {
      [K in RoomSettingKey]: SettingsTable[K]['schema'];
    },
  )
  .superRefine(checkSettingsTogether);

/**
 * The rules between settings, for the room's schema and the creation form's: letters never repeat in a
 * game, so the pool needs a letter for every round, and every letter must be one of the game language's.
 * Only fields that passed their own rule are compared.
 */
function checkSettingsTogether(
  settings: { rounds?: unknown; letters?: unknown; language?: unknown },
  context: z.RefinementCtx,
): void {
  const { rounds, letters, language } = settings;
  if (!Array.isArray(letters)) return;
  if (isGameLanguage(language) && lettersSchema.safeParse(letters).success) {
    const { alphabet } = languageData(language);
    if (letters.some((letter: string) => !alphabet.includes(letter)))
      context.addIssue({ code: 'custom', message: VALIDATION.lettersInvalid, path: ['letters'] });
  }
  if (typeof rounds === 'number' && letters.length > 0 && letters.length < rounds)
    context.addIssue({ code: 'custom', message: VALIDATION.lettersTooFew, path: ['letters'] });
}

export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/** What the game-creation form starts with, and what a setting a stored room lacks is read as. */
export const DEFAULT_ROOM_SETTINGS = Object.fromEntries(
  ROOM_SETTING_KEYS.map((key) => [key, ROOM_SETTINGS[key].default]),
) as { readonly [K in RoomSettingKey]: SettingsTable[K]['default'] };

/** The settings a game is played with, as they are in the room (see ROOM_SETTINGS' `inGame`). */
export type GameSettingKey = {
  [K in RoomSettingKey]: SettingsTable[K]['inGame'] extends 'view' | 'game' ? K : never;
}[RoomSettingKey];
export const GAME_SETTING_KEYS = ROOM_SETTING_KEYS.filter(
  (key) => ROOM_SETTINGS[key].inGame !== false,
) as GameSettingKey[];
export type PlayedSettings = Pick<RoomSettings, GameSettingKey>;

/** The settings every player's view of a game shows. */
export type ViewSettingKey = {
  [K in RoomSettingKey]: SettingsTable[K]['inGame'] extends 'view' ? K : never;
}[RoomSettingKey];
export const VIEW_SETTING_KEYS = ROOM_SETTING_KEYS.filter(
  (key) => ROOM_SETTINGS[key].inGame === 'view',
) as ViewSettingKey[];
export type ViewSettings = Pick<RoomSettings, ViewSettingKey>;

/** Only the settings a game is played with, copied (for the game's state). */
export function playedSettings(settings: PlayedSettings): PlayedSettings {
  return Object.fromEntries(GAME_SETTING_KEYS.map((key) => [key, settings[key]])) as PlayedSettings;
}

/** Only the settings a player's view shows, copied. */
export function viewSettings(settings: ViewSettings): ViewSettings {
  return Object.fromEntries(VIEW_SETTING_KEYS.map((key) => [key, settings[key]])) as ViewSettings;
}

/** The schema of the settings in a player's view. */
export const viewSettingsSchema = z.object(
  Object.fromEntries(VIEW_SETTING_KEYS.map((key) => [key, ROOM_SETTINGS[key].schema])) as {
    [K in ViewSettingKey]: SettingsTable[K]['schema'];
  },
);

/**
 * Settings as the room stores them: exactly the table's fields, in its order, with the default categories
 * in the library's order and the letters in the language's (the order the host clicked them in never
 * makes two equal settings differ). A field missing from what was stored (a room stored before that
 * setting existed) takes its default.
 */
export function storedSettings(settings: Partial<RoomSettings>): RoomSettings {
  const filled = { ...DEFAULT_ROOM_SETTINGS, ...settings };
  const stored = Object.fromEntries(ROOM_SETTING_KEYS.map((key) => [key, filled[key]])) as RoomSettings;
  return {
    ...stored,
    defaultCategories: chosenDefaultCategories(filled.defaultCategories).map((category) => category.id),
    letters: inAlphabetOrder(filled.letters, filled.language),
  };
}

/** Whether two settings are the same in every field, once stored. */
export function sameSettings(first: RoomSettings, second: RoomSettings): boolean {
  return JSON.stringify(storedSettings(first)) === JSON.stringify(storedSettings(second));
}

/**
 * Letters that Unicode does not decompose into a base letter plus a mark, folded by hand: here for
 * category titles, and by the engine's comparison of answers.
 */
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/**
 * The comparison form of a category title: invisible characters dropped, trimmed, inner white space
 * collapsed, lower-cased, accents removed. It must equal the engine's comparisonKey under its default
 * (English) rules (a test there pins both together); it is repeated here because the protocol imports only
 * zod, and the web form needs it. Titles are compared so in every game language: folding every accent
 * counts more titles as the same, and the form needs no room to know the language.
 */
export function categoryKey(title: string): string {
  return stripInvisibles(title)
    .trim()
    .replace(/\s+/gu, ' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðþłı]/giu, (letter) => LETTER_FOLDS[letter.toLowerCase()] ?? letter)
    .toLowerCase();
}

/** A category title cleaned like every text players type, its white space trimmed and collapsed. */
function cleanTitle(title: string): string {
  return cleanText(title).trim().replace(/\s+/gu, ' ');
}

/**
 * A category title as stored and shown: cleaned like every text players type (control characters as
 * spaces, invisible ones such as a right-to-left override dropped, NFC), white space trimmed and
 * collapsed, then 1 to 20 characters remain; a title of nothing but invisible characters is missing.
 */
function categoryTitleSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(cleanTitle)
    .pipe(
      z.string().min(1, requiredMessage).max(SETTINGS_LIMITS.categoryTitleMax, VALIDATION.categoryTooLong),
    );
}

/** The title of a category as every other schema and the engine accept it. */
export const categoryTitle = categoryTitleSchema(VALIDATION.required);

/**
 * Whether a field passed its own rule. Zod still runs an object's refinement after a field's length
 * check failed; comparing such a field would stack a second message on the first.
 */
function isValidTitle(title: unknown): title is string {
  return categoryTitle.safeParse(title).success;
}

/** Whether two category titles count as the same category. */
export function sameCategory(first: string, second: string): boolean {
  return categoryKey(first) === categoryKey(second);
}

/** Every setting's schema, each with its default for a field left out (a fresh copy every time). */
function settingsWithDefaults() {
  return Object.fromEntries(
    ROOM_SETTING_KEYS.map((key) => {
      const { schema, default: value } = ROOM_SETTINGS[key];
      // A list default is copied, so no parsed form shares (and could change) the table's.
      return [key, (schema as z.ZodType).default(() => (Array.isArray(value) ? [...value] : value))];
    }),
  ) as { [K in RoomSettingKey]: z.ZodDefault<SettingsTable[K]['schema']> };
}

/**
 * The host's category as typed: text, cleaned, or left out; whether it must be there and fit is the form's
 * rule below, since it counts only with own categories on.
 */
const hostCategoryField = z
  .string({ error: VALIDATION.twoCustomCategories })
  .transform(cleanTitle)
  .optional();

/** The host's own category, as the form's rule checks it: missing and too long have their messages. */
const hostCategoryTitle = categoryTitleSchema(VALIDATION.twoCustomCategories);

/**
 * The game-creation form (docs/product/rules.md#settings): the room's settings with their defaults, plus the
 * host's own two categories when players add their own (`ownCategories`), which must then differ from each
 * other and from the chosen fixed categories. With own categories off they are not asked for, and whatever
 * the form still holds is ignored.
 */
export const gameCreationSchema = z
  .object({
    ...settingsWithDefaults(),
    customCategory1: hostCategoryField,
    customCategory2: hostCategoryField,
  })
  .superRefine((form, context) => {
    checkSettingsTogether(form, context);
    if (form.ownCategories !== true) return;
    // The fixed categories as the game will title them, in its language.
    const language = isGameLanguage(form.language) ? form.language : 'en';
    const fixed = Array.isArray(form.defaultCategories)
      ? chosenDefaultCategories(form.defaultCategories, language)
      : [];
    for (const field of ['customCategory1', 'customCategory2'] as const) {
      const title: unknown = form[field];
      // Anything but text already failed the field's own rule, with the same message.
      if (title !== undefined && typeof title !== 'string') continue;
      const parsed = hostCategoryTitle.safeParse(title);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: [field] });
      } else if (fixed.some((category) => sameCategory(category.title, parsed.data))) {
        context.addIssue({ code: 'custom', message: VALIDATION.categoryExists, path: [field] });
      }
    }
    const [first, second] = [form.customCategory1, form.customCategory2];
    if (isValidTitle(first) && isValidTitle(second) && sameCategory(first, second)) {
      context.addIssue({ code: 'custom', message: VALIDATION.differentCategory, path: ['customCategory2'] });
    }
  });

export type GameCreationInput = z.input<typeof gameCreationSchema>;
export type GameCreation = z.output<typeof gameCreationSchema>;

/**
 * The host's own two categories from a parsed creation form, or null when players add none
 * (`ownCategories` off): the form's rule has checked them whenever they count.
 */
export function hostCategoriesOf(form: GameCreation): [string, string] | null {
  const { ownCategories, customCategory1, customCategory2 } = form;
  if (!ownCategories || customCategory1 === undefined || customCategory2 === undefined) return null;
  return [customCategory1, customCategory2];
}

/**
 * A player's own two categories, submitted from the lobby's dialog (docs/product/rules.md#own-categories).
 */
export const playerCategoriesSchema = z
  .object({
    category1: categoryTitleSchema(VALIDATION.category1Required),
    category2: categoryTitleSchema(VALIDATION.category2Required),
  })
  .superRefine((form, context) => {
    const { category1, category2 } = form;
    if (isValidTitle(category1) && isValidTitle(category2) && sameCategory(category1, category2)) {
      context.addIssue({ code: 'custom', message: VALIDATION.differentCategory, path: ['category2'] });
    }
  });

export type PlayerCategories = z.infer<typeof playerCategoriesSchema>;
