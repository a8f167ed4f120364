/**
 * Text normalisation shared by every rule that compares what players typed: duplicate answers and
 * categories that already exist. Each takes a game language's TextRules (text-rules.ts), English's by
 * default. Cleaning what players type before it is stored is @npat/protocol's (cleanText, cleanName), so
 * the web forms clean the same way; the round-letter check is first-letter.ts.
 */
import { stripInvisibles } from '@npat/protocol';
import { foldDigraphs } from './digraphs.ts';
import { expand, foldAccents, lowerWhereLocaleMatters } from './fold.ts';
import { DEFAULT_TEXT_RULES, type TextRules } from './text-rules.ts';

export { foldAccents } from './fold.ts';

/** Trims and collapses every run of white space to one space. */
export function collapseWhiteSpace(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/**
 * The form two answers (or two category titles) are compared in: invisible characters dropped (joiners
 * too: "کتاب‌ها" and "کتابها" are one word), trimmed, inner white space collapsed, lower-cased as the
 * language does (Turkish 'I' → 'ı'), its expansions written out (German ß → ss), accents removed but for
 * the language's own letters (Spanish ñ stays), and letter pairs that spell one letter read as it (German
 * ue as u, as ü folds to u). Two texts are "the same" in a language exactly when their keys under its rules
 * are equal.
 */
export function comparisonKey(text: string, rules: TextRules = DEFAULT_TEXT_RULES): string {
  let keys = comparisonKeys.get(rules);
  if (keys === undefined) {
    keys = new Map();
    comparisonKeys.set(rules, keys);
  }
  let key = keys.get(text);
  if (key === undefined) {
    const { caseLocale } = rules;
    const cleaned = collapseWhiteSpace(stripInvisibles(text)).normalize('NFC');
    const spelled = expand(lowerWhereLocaleMatters(cleaned, caseLocale), rules);
    key = foldDigraphs(foldAccents(spelled, rules).toLocaleLowerCase(caseLocale), rules);
    // Plenty for the texts of the games one server runs at once; starting over beats tracking use.
    if (keys.size >= MAX_REMEMBERED_KEYS) keys.clear();
    keys.set(text, key);
  }
  return key;
}

/**
 * Keys already worked out, by rules and text. Every player's view counts everyone's filled answers, so the
 * same few texts are folded over and over; a key depends on the text and the rules alone, so remembering
 * it is safe.
 */
const comparisonKeys = new WeakMap<TextRules, Map<string, string>>();
const MAX_REMEMBERED_KEYS = 10_000;

/** A letter or a digit, in any script. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The letter an answer's comparison key starts with, upper-cased ('  ölfass' → 'O'); undefined for an
 * answer with no letter or digit. The round-letter check is startsWithLetter, which knows own letters.
 */
export function initialLetter(text: string, rules: TextRules = DEFAULT_TEXT_RULES): string | undefined {
  const match = LETTER_OR_DIGIT.exec(comparisonKey(text, rules));
  return match?.[0].toLocaleUpperCase(rules.caseLocale);
}

/**
 * Whether an answer counts as filled: it has a letter or a digit, in any language. Blank space, punctuation
 * and invisible characters alone are no answer, so they neither count towards STOP nor show as filled
 * in anyone's progress, and review treats them as empty.
 */
export function isFilledAnswer(text: string): boolean {
  // Not initialLetter: every view and progress message asks this of every answer, and upper-casing
  // in a locale (ICU) was most of its cost.
  return LETTER_OR_DIGIT.test(comparisonKey(text));
}
