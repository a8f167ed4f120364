import { startsWithLetter, textRulesFor, type TextRules } from '@npat/engine';
import type { GameLanguage } from '@npat/protocol';
import { sharedKnowledgeLists } from '../build-knowledge.ts';
import type { KnowledgeLists } from '../knowledge.ts';
import { knowledgeFileOf } from '../load-knowledge.ts';
import { dataCategoriesOf } from '../referee-categories.ts';

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
const LETTER = /\p{L}/u;

/**
 * The referee's knowledge of one language as a bot reads it: entries as written, by category and letter. Only
 * what the referee knows, so every answer a bot gives is one the referee marks as known (decision 069).
 */
export class AnswerBook {
  private readonly byQuery = new Map<string, Candidates>();
  private readonly rules: TextRules;
  private ownLetters: ReadonlySet<string> | undefined;

  constructor(
    readonly language: GameLanguage,
    private readonly own: KnowledgeLists,
    private readonly shared: KnowledgeLists,
  ) {
    this.rules = textRulesFor(language);
  }

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
    const starting = (lists: KnowledgeLists) => {
      const entries = new Set<string>();
      for (const category of categories)
        for (const list of Object.values(lists[category] ?? {}))
          for (const entry of list ?? []) if (startsWithLetter(entry, letter, this.rules)) entries.add(entry);
      return [...entries].sort();
    };
    const common = starting(this.own).map((entry) => this.written(entry));
    const commonSet = new Set(common);
    const rare = starting(this.shared)
      .filter((entry) => this.inOwnLetters(entry))
      .map((entry) => this.written(entry))
      .filter((entry) => !commonSet.has(entry));
    return { common, rare };
  }

  /**
   * Whether `entry` is written in the letters of the language's own lists (German's ä and ß, Turkish's ğ and
   * ı): a shared entry with others ("Masākin", "Barçadurmuş" for an English bot) is one its players would not
   * type.
   */
  private inOwnLetters(entry: string): boolean {
    const { caseLocale } = this.rules;
    if (!this.ownLetters) {
      const letters = new Set<string>();
      for (const sources of Object.values(this.own))
        for (const list of Object.values(sources ?? {}))
          for (const each of list ?? [])
            for (const c of each.toLocaleLowerCase(caseLocale)) if (LETTER.test(c)) letters.add(c);
      this.ownLetters = letters;
    }
    const letters = this.ownLetters;
    return [...entry.toLocaleLowerCase(caseLocale)].every((c) => !LETTER.test(c) || letters.has(c));
  }

  /** An entry as a player types it: its first letter a capital, as the language writes one ('köpek' → 'Köpek'). */
  private written(entry: string): string {
    return entry.charAt(0).toLocaleUpperCase(this.rules.caseLocale) + entry.slice(1);
  }
}

const books = new Map<GameLanguage, AnswerBook>();

/** The answer book of a language, built from the referee's lists on first use and kept. */
export function answerBookOf(language: GameLanguage): AnswerBook {
  let book = books.get(language);
  if (book === undefined) {
    book = new AnswerBook(language, knowledgeFileOf(language).categories, sharedKnowledgeLists());
    books.set(language, book);
  }
  return book;
}
