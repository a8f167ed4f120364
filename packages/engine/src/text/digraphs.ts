/**
 * The last step of comparing text in a game language: letter pairs that spell one letter, read as that
 * letter (German "Zuerich" as "Zurich", the key "Zürich" has too). Data driven by TextRules.digraphs;
 * languages without digraphs are left exactly as they were.
 */
import type { TextRules } from './text-rules.ts';

/** One pattern finding any of the rules' digraphs where it spells its letter, and each pair's letter. */
interface DigraphFolding {
  readonly pattern: RegExp;
  readonly letterOf: ReadonlyMap<string, string>;
}

/** Per rules, their folding, or null when they have no digraphs. */
const foldings = new WeakMap<TextRules, DigraphFolding | null>();

function escaped(letters: string): string {
  return letters.replace(/[.*+?^${}()|[\]\\-]/gu, '\\$&');
}

function foldingOf(rules: TextRules): DigraphFolding | null {
  if (!foldings.has(rules)) {
    const { digraphs } = rules;
    const alternatives = digraphs.map(({ spelled, notAfter }) =>
      notAfter === '' ? escaped(spelled) : `(?<![${escaped(notAfter)}])${escaped(spelled)}`,
    );
    const pattern = new RegExp(alternatives.join('|'), 'gu');
    const letterOf = new Map(digraphs.map(({ spelled, as }) => [spelled, as]));
    foldings.set(rules, digraphs.length > 0 ? { pattern, letterOf } : null);
  }
  return foldings.get(rules) ?? null;
}

/**
 * `key` (lower case, accents folded: a comparison key but for this step) with each digraph of the rules
 * written as its letter: 'zuerich' → 'zurich', 'feuer' stays. Repeated until nothing changes, so a pair
 * that writing out another one makes ('uee' → 'ue') is read too and folding twice folds no further.
 */
export function foldDigraphs(key: string, rules: TextRules): string {
  const folding = foldingOf(rules);
  if (folding === null) return key;
  const { pattern, letterOf } = folding;
  let folded = key;
  for (let previous = ''; previous !== folded;) {
    previous = folded;
    folded = folded.replace(pattern, (found) => letterOf.get(found) ?? found);
  }
  return folded;
}
