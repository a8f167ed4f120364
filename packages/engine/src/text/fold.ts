/**
 * The letter-level steps of comparing text in a game language: lower-casing where the language's case
 * rules differ (Turkish), writing out its expansions, folding accents but for its own letters. Each is data
 * driven by TextRules; with English's they do exactly what the comparison did before there were languages.
 */
import { LETTER_FOLDS } from '@npat/protocol';
import { DEFAULT_TEXT_RULES, type TextRules } from './text-rules.ts';

/** Every accent away, the few letters that do not decompose by hand, upper case kept. */
function foldAll(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðþłı]/giu, (letter) => {
      const folded = LETTER_FOLDS[letter.toLowerCase()] ?? letter;
      return letter === letter.toLowerCase() ? folded : folded.toUpperCase();
    });
}

/** Per rules, a pattern that cuts text at their own letters (either case), or null when they have none. */
const ownLetterPatterns = new WeakMap<TextRules, RegExp | null>();

function ownLetterPattern(rules: TextRules): RegExp | null {
  if (!ownLetterPatterns.has(rules)) {
    const { ownLetters, caseLocale } = rules;
    const letters = [...new Set(ownLetters.flatMap((own) => [own, own.toLocaleUpperCase(caseLocale)]))];
    const escaped = letters.map((letter) => letter.replace(/[\\\]^-]/gu, '\\$&')).join('');
    ownLetterPatterns.set(rules, letters.length > 0 ? new RegExp(`([${escaped}])`, 'u') : null);
  }
  return ownLetterPatterns.get(rules) ?? null;
}

/** Whether `letter` is one of the rules' own letters, in either case. */
export function isOwnLetter(letter: string, rules: TextRules): boolean {
  return rules.ownLetters.includes(letter.normalize('NFC').toLocaleLowerCase(rules.caseLocale));
}

/**
 * Removes accents while keeping the base letter: 'Köln' → 'Koln' (never 'Kln'), 'Ölfass' → 'Olfass'.
 * Decomposes (NFKD) and drops the combining marks, then folds the few letters that do not decompose. The
 * language's own letters stay as they are (Spanish 'Ñandú' → 'Ñandu').
 */
export function foldAccents(text: string, rules: TextRules = DEFAULT_TEXT_RULES): string {
  const own = ownLetterPattern(rules);
  if (own === null) return foldAll(text);
  // Composed first, so an own letter typed as a letter plus a mark is found too; split keeps the letters it
  // cuts at, at the odd places.
  const parts = text.normalize('NFC').split(own);
  return parts.map((part, index) => (index % 2 === 1 ? part : foldAll(part))).join('');
}

/** Per case locale, each letter as lowerWhereLocaleMatters leaves it. */
const localeLowerCases = new Map<string, Map<string, string>>();

/**
 * Lower-cases, as the language does, the letters whose lower case depends on it: Turkish 'I' → 'ı' and
 * 'İ' → 'i', and 'Î' → 'î', whose folded 'I' would otherwise become 'ı'. Every other letter is left for
 * the final lower-casing after folding, so English keys come out as they always did.
 */
export function lowerWhereLocaleMatters(text: string, caseLocale: string): string {
  let letters = localeLowerCases.get(caseLocale);
  if (letters === undefined) {
    letters = new Map();
    localeLowerCases.set(caseLocale, letters);
  }
  const known = letters;
  return text.replace(/\p{L}/gu, (letter) => {
    let lowered = known.get(letter);
    if (lowered === undefined) {
      const folded = foldAll(letter);
      const matters =
        letter.toLocaleLowerCase(caseLocale) !== letter.toLowerCase() ||
        folded.toLocaleLowerCase(caseLocale) !== folded.toLowerCase();
      lowered = matters ? letter.toLocaleLowerCase(caseLocale) : letter;
      known.set(letter, lowered);
    }
    return lowered;
  });
}

/** Per rules, a pattern that finds their expansions' letters in either case, or null when they have none. */
const expansionPatterns = new WeakMap<TextRules, RegExp | null>();

function expansionPattern(rules: TextRules): RegExp | null {
  if (!expansionPatterns.has(rules)) {
    const letters = Object.keys(rules.expansions).map((letter) =>
      letter.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'),
    );
    expansionPatterns.set(rules, letters.length > 0 ? new RegExp(letters.join('|'), 'giu') : null);
  }
  return expansionPatterns.get(rules) ?? null;
}

/** The rules' expansions written out, in either case ('Straße', 'STRAẞE' → 'Strasse', 'STRAss'). */
export function expand(text: string, rules: TextRules): string {
  const pattern = expansionPattern(rules);
  if (pattern === null) return text;
  return text.replace(
    pattern,
    (found) => rules.expansions[found.toLocaleLowerCase(rules.caseLocale)] ?? found,
  );
}
