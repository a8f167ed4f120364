import { readFileSync } from 'node:fs';
import { startsWithLetter, textRulesFor } from '@npat/engine';
import { LANGUAGE_DATA, type GameLanguage } from '@npat/protocol';
import type { LanguageKnowledge } from './knowledge.ts';
import { REFEREE_CATEGORIES, type RefereeCategory } from './referee-categories.ts';
import { judge } from './verdict.ts';

/** A test set of what players type (samples/<language>.json), written apart from the lists it measures. */
export interface SampleSet {
  readonly language: GameLanguage;
  readonly known: Partial<Record<RefereeCategory, readonly string[]>>;
  readonly wrongCategory: readonly { readonly category: string; readonly answer: string }[];
  readonly wrongLetter: readonly {
    readonly category: string;
    readonly letter: string;
    readonly answer: string;
  }[];
  readonly madeUp: readonly { readonly category: string; readonly answer: string }[];
}

/** The letter of `language`'s alphabet a round must have for `answer` to start with it ('' for none). */
export function letterOf(answer: string, language: GameLanguage): string {
  const rules = textRulesFor(language);
  return LANGUAGE_DATA[language].alphabet.find((letter) => startsWithLetter(answer, letter, rules)) ?? '';
}

export function readSamples(language: GameLanguage): SampleSet {
  return JSON.parse(
    readFileSync(new URL(`../samples/${language}.json`, import.meta.url), 'utf8'),
  ) as SampleSet;
}

export interface CategoryCoverage {
  readonly category: RefereeCategory;
  readonly entries: number;
  readonly sources: readonly string[];
  readonly known: number;
  readonly sampled: number;
  readonly missed: readonly string[];
}

export interface LanguageCoverage {
  readonly language: GameLanguage;
  readonly categories: readonly CategoryCoverage[];
  /** Answers of the wrong category, with the wrong letter or made up that the referee said were known. */
  readonly falselyKnown: readonly string[];
  readonly negatives: number;
}

/** How much of a sample set the referee knows, and which of its traps it fell for. */
export function coverageOf(
  knowledge: LanguageKnowledge,
  samples: SampleSet,
  sources: (category: RefereeCategory) => string[],
): LanguageCoverage {
  const { language } = samples;
  const sizes = knowledge.sizes();
  const categories = REFEREE_CATEGORIES.map((category) => {
    const answers = samples.known[category] ?? [];
    const missed = answers.filter(
      (answer) =>
        judge(knowledge, { language, category, letter: letterOf(answer, language), answer }).verdict !==
        'known',
    );
    return {
      category,
      entries: sizes.get(category) ?? 0,
      sources: sources(category),
      known: answers.length - missed.length,
      sampled: answers.length,
      missed,
    };
  });
  // Wrong-category and made-up answers are played under their own first letter; wrong-letter ones under theirs.
  const underOwnLetter = [...samples.wrongCategory, ...samples.madeUp].map((trap) => ({
    ...trap,
    letter: letterOf(trap.answer, language),
  }));
  const traps = [...underOwnLetter, ...samples.wrongLetter];
  const falselyKnown = traps
    .filter((trap) => judge(knowledge, { language, ...trap }).verdict === 'known')
    .map((trap) => `${trap.answer} (${trap.category}, ${trap.letter})`);
  return { language, categories, falselyKnown, negatives: traps.length };
}
