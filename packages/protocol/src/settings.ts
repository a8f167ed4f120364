import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { cleanText, stripInvisibles } from './text.ts';

/**
 * The six default categories (docs/product/rules.md#default-categories); the host picks exactly four of them.
 */
export const DEFAULT_CATEGORIES = [
  { id: 'name', title: 'Name' },
  { id: 'place', title: 'Place' },
  { id: 'animal', title: 'Animal' },
  { id: 'thing', title: 'Thing' },
  { id: 'occupations', title: 'Occupations' },
  { id: 'technology', title: 'Technology' },
] as const;

export type DefaultCategory = (typeof DEFAULT_CATEGORIES)[number];
export type DefaultCategoryId = DefaultCategory['id'];

export const DEFAULT_CATEGORY_IDS = DEFAULT_CATEGORIES.map((category) => category.id) as [
  DefaultCategoryId,
  ...DefaultCategoryId[],
];

/** The default categories with the given ids, in the catalogue's order (so every screen lists them alike). */
export function chosenDefaultCategories(ids: readonly string[]): DefaultCategory[] {
  return DEFAULT_CATEGORIES.filter((category) => ids.includes(category.id));
}

/** How a round ends (docs/product/rules.md#ending-a-round): when a player stops it, or at the deadline. */
export const END_MODES = ['Fastest Finger', 'Round Timer'] as const;
export type EndMode = (typeof END_MODES)[number];

/** Limits of docs/product/rules.md#settings, for forms (slider bounds) and for the schemas below. */
export const SETTINGS_LIMITS = {
  rounds: { min: 1, max: 10 },
  roundTime: { min: 30, max: 180, step: 5 },
  maxPlayers: { min: 2, max: 10 },
  defaultCategoryCount: 4,
  categoryTitleMax: 20,
} as const;

/** What the game-creation form starts with (docs/product/rules.md#settings). */
export const DEFAULT_ROOM_SETTINGS = {
  rounds: 6,
  roundTime: 60,
  endMode: 'Round Timer',
  defaultCategories: ['name', 'place', 'animal', 'thing'],
  maxPlayers: 10,
} as const satisfies RoomSettings;

const { rounds, roundTime, maxPlayers, defaultCategoryCount } = SETTINGS_LIMITS;

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

/** Exactly four distinct default category ids; a duplicate counts as a missing one. */
const defaultCategoriesSchema = z
  .array(z.enum(DEFAULT_CATEGORY_IDS, { error: VALIDATION.fourDefaultCategories }), {
    error: VALIDATION.fourDefaultCategories,
  })
  .refine((ids) => ids.length === defaultCategoryCount && new Set(ids).size === defaultCategoryCount, {
    message: VALIDATION.fourDefaultCategories,
  });

/**
 * The room's settings as the host edits them in the lobby and as the room stores them: every field
 * required, so an update can never silently reset a field to its default.
 */
export const roomSettingsSchema = z.object({
  rounds: roundsSchema,
  roundTime: roundTimeSchema,
  endMode: endModeSchema,
  defaultCategories: defaultCategoriesSchema,
  maxPlayers: maxPlayersSchema,
});

export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/** Letters that Unicode does not decompose into a base letter plus a mark (as in the engine). */
const LETTER_FOLDS: Record<string, string> = {
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
 * collapsed, lower-cased, accents removed. It must equal the engine's comparisonKey (a test there pins
 * both together); it is repeated here because the protocol imports only zod, and the web form needs it.
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

/**
 * A category title as stored and shown: cleaned like every text players type (control characters as
 * spaces, invisible ones such as a right-to-left override dropped, NFC), white space trimmed and
 * collapsed, then 1 to 20 characters remain; a title of nothing but invisible characters is missing.
 */
function categoryTitleSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform((title) => cleanText(title).trim().replace(/\s+/gu, ' '))
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

/**
 * The game-creation form (docs/product/rules.md#settings): the room's settings with their defaults, plus the
 * host's own two categories, which must differ from each other and from the chosen defaults.
 */
export const gameCreationSchema = z
  .object({
    rounds: roundsSchema.default(DEFAULT_ROOM_SETTINGS.rounds),
    roundTime: roundTimeSchema.default(DEFAULT_ROOM_SETTINGS.roundTime),
    endMode: endModeSchema.default(DEFAULT_ROOM_SETTINGS.endMode),
    defaultCategories: defaultCategoriesSchema.default([...DEFAULT_ROOM_SETTINGS.defaultCategories]),
    customCategory1: categoryTitleSchema(VALIDATION.twoCustomCategories),
    customCategory2: categoryTitleSchema(VALIDATION.twoCustomCategories),
    maxPlayers: maxPlayersSchema.default(DEFAULT_ROOM_SETTINGS.maxPlayers),
  })
  .superRefine((form, context) => {
    const chosenDefaults = chosenDefaultCategories(form.defaultCategories);
    for (const field of ['customCategory1', 'customCategory2'] as const) {
      const title = form[field];
      if (isValidTitle(title) && chosenDefaults.some((category) => sameCategory(category.title, title))) {
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
