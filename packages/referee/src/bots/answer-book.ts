import { startsWithLetter, textRulesFor } from '@npat/engine';
import type { GameLanguage } from '@npat/protocol';
import { buildKnowledge } from '../build-knowledge.ts';
import type { KnowledgeLists } from '../knowledge.ts';
import { dataCategoriesOf } from '../referee-categories.ts';
import { sharedSources } from '../shared-sources.ts';

/**
 * What a bot may answer for a category and a letter, in two pools by how often players give such answers: the
 * game language's own lists (CLDR's countries, this project's lists: what players think of first) and the
 * lists every language shares (GeoNames' towns, faker's first names: what few players think of).
 */
export interface Candidates {
  readonly common: readonly string[];
  readonly rare: readonly string[];
}

const NONE: Candidates = { common: [], rare: [] };

/**
 * The referee's knowledge of one language as a bot reads it: entries as written, by category and letter. Only
 * what the referee knows, so every answer a bot gives is one the referee marks as known (decision 069).
 */
export class AnswerBook {
  private readonly byQuery = new Map<string, Candidates>();

  constructor(
    readonly language: GameLanguage,
    private readonly own: KnowledgeLists,
    private readonly shared: KnowledgeLists,
  ) {}

  /** The candidates of a library category (none for one the referee has no data for), filed on first ask. */
  candidates(categoryId: string, letter: string): Candidates {
    const query = `${categoryId}\u0000${letter}`;
    let found = this.byQuery.get(query);
    if (found === undefined) {
      found = this.file(categoryId, letter);
      this.byQuery.set(query, found);
    }
    return found;
  }

  private file(categoryId: string, letter: string): Candidates {
    const categories = dataCategoriesOf(categoryId);
    if (categories.length === 0) return NONE;
    const rules = textRulesFor(this.language);
    const starting = (lists: KnowledgeLists) => {
      const entries = new Set<string>();
      for (const category of categories)
        for (const list of Object.values(lists[category] ?? {}))
          for (const entry of list ?? []) if (startsWithLetter(entry, letter, rules)) entries.add(entry);
      return [...entries].sort();
    };
    const common = starting(this.own).map((entry) => this.written(entry));
    const commonSet = new Set(common);
    const letters = this.ownLetters();
    const rare = starting(this.shared)
      .filter((entry) =>
        [...entry.toLocaleLowerCase(rules.caseLocale)].every((c) => !/\p{L}/u.test(c) || letters.has(c)),
      )
      .map((entry) => this.written(entry))
      .filter((entry) => !commonSet.has(entry));
    return { common, rare };
  }

  private letters: ReadonlySet<string> | undefined;

  /**
   * The letters the language's own lists are written in (German's ä and ß, Turkish's ğ and ı): a shared entry
   * with others ("Masākin", "Barçadurmuş" for an English bot) is one a player of this language would not type.
   */
  private ownLetters(): ReadonlySet<string> {
    if (this.letters) return this.letters;
    const { caseLocale } = textRulesFor(this.language);
    const letters = new Set<string>();
    for (const sources of Object.values(this.own))
      for (const list of Object.values(sources ?? {}))
        for (const entry of list ?? [])
          for (const c of entry.toLocaleLowerCase(caseLocale)) if (/\p{L}/u.test(c)) letters.add(c);
    this.letters = letters;
    return letters;
  }

  /** An entry as a player types it: its first letter a capital, as the language writes one ('köpek' → 'Köpek'). */
  private written(entry: string): string {
    const { caseLocale } = textRulesFor(this.language);
    return entry.charAt(0).toLocaleUpperCase(caseLocale) + entry.slice(1);
  }
}

const books = new Map<GameLanguage, AnswerBook>();

/** The answer book of a language, built from the referee's sources on first use and kept. */
export function answerBookOf(language: GameLanguage): AnswerBook {
  let book = books.get(language);
  if (book === undefined) {
    const { cities, capitals, firstNames } = sharedSources();
    book = new AnswerBook(language, buildKnowledge(language).categories, {
      'capital-cities': { geonames: capitals },
      city: { geonames: cities },
      name: { faker: firstNames },
    });
    books.set(language, book);
  }
  return book;
}
