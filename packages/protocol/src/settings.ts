import { z } from 'zod';
import { chosenDefaultCategories } from './languages/category-titles.ts';
import { isGameLanguage, languageData } from './languages/game-languages.ts';
import { inAlphabetOrder } from './languages/letter-pools.ts';
import { invalid, validationMessage } from './validation-words.ts';
import { lettersSchema, ROOM_SETTINGS, SETTINGS_LIMITS, type HouseRuleText } from './settings-table.ts';
import { cleanText, stripInvisibles } from './text.ts';

export {
  END_MODES,
  ROOM_SETTINGS,
  SETTING_GROUPS,
  SETTINGS_LIMITS,
  type EndMode,
  type HouseRuleText,
  type SettingGroup,
} from './settings-table.ts';

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
      context.addIssue({ code: 'custom', message: validationMessage('lettersInvalid'), path: ['letters'] });
  }
  if (typeof rounds === 'number' && letters.length > 0 && letters.length < rounds)
    context.addIssue({ code: 'custom', message: validationMessage('lettersTooFew'), path: ['letters'] });
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

/** The settings that are house rules (on or off), and of them those the points change with. */
type HouseRuleEntry = { [K in RoomSettingKey]: SettingsTable[K] extends { houseRule: object } ? K : never };
export type HouseRuleKey = HouseRuleEntry[RoomSettingKey];
export type ScoringHouseRuleKey = {
  [K in HouseRuleKey]: SettingsTable[K]['houseRule']['scoring'] extends true ? K : never;
}[HouseRuleKey];
export type TableHouseRuleKey = Exclude<HouseRuleKey, ScoringHouseRuleKey>;

/** What the screens need of a setting, if it is a house rule. */
export function houseRuleOf(key: RoomSettingKey): HouseRuleText | undefined {
  const entry = ROOM_SETTINGS[key];
  return 'houseRule' in entry ? entry.houseRule : undefined;
}

/** The house rules of scoring, in the table's order: the form's first check cards, the card's scoring. */
export const SCORING_HOUSE_RULE_KEYS = ROOM_SETTING_KEYS.filter(
  (key) => houseRuleOf(key)?.scoring === true,
) as ScoringHouseRuleKey[];

/** The house rules of the table (letters by vote, late join), in the table's order. */
export const TABLE_HOUSE_RULE_KEYS = ROOM_SETTING_KEYS.filter(
  (key) => houseRuleOf(key)?.scoring === false,
) as TableHouseRuleKey[];

/** Every house rule in the order the settings form shows them: those of scoring first, then the table's. */
export const HOUSE_RULE_KEYS: readonly HouseRuleKey[] = [
  ...SCORING_HOUSE_RULE_KEYS,
  ...TABLE_HOUSE_RULE_KEYS,
];

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
function categoryTitleSchema(requiredMessage: { error: () => string }) {
  return z
    .string(requiredMessage)
    .transform(cleanTitle)
    .pipe(
      z.string().min(1, requiredMessage).max(SETTINGS_LIMITS.categoryTitleMax, invalid('categoryTooLong')),
    );
}

/** The title of a category as every other schema and the engine accept it. */
export const categoryTitle = categoryTitleSchema(invalid('required'));

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
const hostCategoryField = z.string(invalid('twoCustomCategories')).transform(cleanTitle).optional();

/** The host's own category, as the form's rule checks it: missing and too long have their messages. */
const hostCategoryTitle = categoryTitleSchema(invalid('twoCustomCategories'));

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
        context.addIssue({ code: 'custom', message: validationMessage('categoryExists'), path: [field] });
      }
    }
    const [first, second] = [form.customCategory1, form.customCategory2];
    if (isValidTitle(first) && isValidTitle(second) && sameCategory(first, second)) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('differentCategory'),
        path: ['customCategory2'],
      });
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
    category1: categoryTitleSchema(invalid('category1Required')),
    category2: categoryTitleSchema(invalid('category2Required')),
  })
  .superRefine((form, context) => {
    const { category1, category2 } = form;
    if (isValidTitle(category1) && isValidTitle(category2) && sameCategory(category1, category2)) {
      context.addIssue({
        code: 'custom',
        message: validationMessage('differentCategory'),
        path: ['category2'],
      });
    }
  });

export type PlayerCategories = z.infer<typeof playerCategoriesSchema>;
