import { HOUSE_RULE_SCORING } from '@npat/engine/house-rule-scoring';
import { LETTER_VOTE_MS, LETTERS_OFFERED } from '@npat/engine';
import {
  DEFAULT_ROOM_SETTINGS,
  houseRuleOf,
  ROOM_SETTINGS,
  type HouseRuleKey,
  type TableHouseRuleKey,
} from '@npat/protocol';
import type { Catalogue } from '@/i18n/catalogue.generated';

/**
 * The house rules on the screens, from the settings table (docs/decisions/055-house-rules-as-data.md):
 * their check cards, the lobby card's summary and their sentences in the room's rules.
 */

type LabelKey = keyof Catalogue['settingsForm']['houseRule'];
type SentenceKey = keyof Catalogue['lib']['rules'];

// A house rule naming a catalogue key the English catalogue lacks does not compile.
ROOM_SETTINGS satisfies {
  [K in HouseRuleKey]: { houseRule: { label: LabelKey; sentence: SentenceKey; sentenceOff?: SentenceKey } };
};

/** A house rule's on or off as the catalogue's select messages take it. */
export const onOff = (on: boolean) => (on ? 'on' : 'off');

/** Whether a house rule is on; one a view lacks (sent before the rule existed) is its default. */
export function isOn(settings: Partial<Record<HouseRuleKey, boolean>>, key: HouseRuleKey): boolean {
  return settings[key] ?? DEFAULT_ROOM_SETTINGS[key];
}

/** The select parameters of a catalogue message telling `keys`: each rule's name, 'on' or 'off'. */
export function onOffParams<Key extends HouseRuleKey>(
  settings: Partial<Record<HouseRuleKey, boolean>>,
  keys: readonly Key[],
): Record<Key, 'on' | 'off'> {
  return Object.fromEntries(keys.map((key) => [key, onOff(isOn(settings, key))])) as Record<
    Key,
    'on' | 'off'
  >;
}

/** A house rule's check card: its title and what it changes (`settingsForm.houseRule.<label>`). */
export function houseRuleLabel(t: Catalogue['settingsForm'], key: HouseRuleKey) {
  return t.houseRule[houseRuleOf(key)!.label as LabelKey];
}

const seconds = (ms: number) => ms / 1000;

/** The numbers the table's rules say in their sentences (scoring's come with the engine's rule). */
const TABLE_RULE_FIGURES: Record<TableHouseRuleKey, Readonly<Record<string, number>>> = {
  letterVote: { offered: LETTERS_OFFERED, seconds: seconds(LETTER_VOTE_MS) },
  lateJoin: {},
  refereeDecides: {},
  bigScreen: {},
  hideCode: {},
  rudeFilter: {},
};

function figuresOf(key: HouseRuleKey): Readonly<Record<string, number>> {
  return key in HOUSE_RULE_SCORING
    ? HOUSE_RULE_SCORING[key as keyof typeof HOUSE_RULE_SCORING].figures
    : TABLE_RULE_FIGURES[key as TableHouseRuleKey];
}

type Message = string | ((params: Readonly<Record<string, number>>) => string);

/**
 * A house rule's sentence in the room's rules (`lib.rules.<sentence>`, or `<sentenceOff>` when off), with
 * the numbers it says; none when it is off and says nothing then.
 */
export function houseRuleSentence(S: Catalogue['lib']['rules'], key: HouseRuleKey, on: boolean): string[] {
  const text = houseRuleOf(key)!;
  const name = on ? text.sentence : text.sentenceOff;
  if (name === undefined) return [];
  const message = S[name as SentenceKey] as Message;
  return [typeof message === 'string' ? message : message(figuresOf(key))];
}
