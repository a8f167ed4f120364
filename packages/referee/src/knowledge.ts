import type { GameLanguage } from '@npat/protocol';
import type { RefereeCategory } from './referee-categories.ts';
import { refereeKey } from './referee-key.ts';
import type { RefereeSourceId } from './sources.ts';
import { universalKey } from './universal-key.ts';

/** Per data category, per source, the entries as written ("Frankreich", "Köln"). */
export type KnowledgeLists = Partial<
  Record<RefereeCategory, Partial<Record<RefereeSourceId, readonly string[]>>>
>;

/** One language's own knowledge (its lists and its CLDR names), as the build makes it. */
export interface KnowledgeFile {
  readonly language: GameLanguage;
  readonly categories: KnowledgeLists;
}

/** What the referee knows of an answer: in which category, from which source (the first source listed wins). */
export interface KnownAs {
  readonly category: RefereeCategory;
  readonly source: RefereeSourceId;
}

/** Entries filed by key, each key with every category it is known in (one object per category and source). */
export class KeyIndex {
  private readonly byKey = new Map<string, KnownAs | KnownAs[]>();
  private readonly interned = new Map<string, KnownAs>();

  constructor(
    lists: KnowledgeLists,
    readonly keyOf: (text: string) => string,
  ) {
    for (const [category, sources] of Object.entries(lists) as [
      RefereeCategory,
      KnowledgeLists[RefereeCategory],
    ][]) {
      for (const [source, entries] of Object.entries(sources ?? {}) as [
        RefereeSourceId,
        readonly string[],
      ][]) {
        const known = this.intern(category, source);
        for (const entry of entries) this.add(keyOf(entry), known);
      }
    }
  }

  private intern(category: RefereeCategory, source: RefereeSourceId): KnownAs {
    const id = `${category}:${source}`;
    let known = this.interned.get(id);
    if (known === undefined) {
      known = { category, source };
      this.interned.set(id, known);
    }
    return known;
  }

  private add(key: string, known: KnownAs): void {
    if (key === '') return;
    const found = this.byKey.get(key);
    if (found === undefined) this.byKey.set(key, known);
    else if (!Array.isArray(found)) {
      if (found.category !== known.category) this.byKey.set(key, [found, known]);
    } else if (!found.some((each) => each.category === known.category)) found.push(known);
  }

  get(key: string): readonly KnownAs[] {
    const found = this.byKey.get(key);
    return found === undefined ? [] : Array.isArray(found) ? found : [found];
  }

  /** How many keys each category holds. */
  sizes(into = new Map<RefereeCategory, number>()): Map<RefereeCategory, number> {
    for (const found of this.byKey.values()) {
      for (const { category } of Array.isArray(found) ? found : [found])
        into.set(category, (into.get(category) ?? 0) + 1);
    }
    return into;
  }
}

/** One language's knowledge: its own entries by its rules, and the shared ones (places, first names). */
export class LanguageKnowledge {
  private readonly own: KeyIndex;

  constructor(
    readonly language: GameLanguage,
    file: KnowledgeFile,
    private readonly shared: KeyIndex = new KeyIndex({}, universalKey),
  ) {
    this.own = new KeyIndex(file.categories, (text) => refereeKey(text, language));
  }

  /** Every category `answer` is known in; empty when the referee has never heard of it. */
  knownAs(answer: string): readonly KnownAs[] {
    const key = refereeKey(answer, this.language);
    const own = this.own.get(key);
    const shared = [...this.shared.get(key), ...this.shared.get(universalKey(answer))];
    if (shared.length === 0) return own;
    const all = [...own];
    for (const known of shared) if (!all.some((each) => each.category === known.category)) all.push(known);
    return all;
  }

  /** How many entries (distinct keys) each category holds, for the coverage table. */
  sizes(): Map<RefereeCategory, number> {
    return this.shared.sizes(this.own.sizes());
  }
}
