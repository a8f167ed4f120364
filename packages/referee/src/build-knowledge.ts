import type { GameLanguage } from '@npat/protocol';
import { curatedLists } from './curated-lists.ts';
import { KeyIndex, type KnowledgeFile, type KnowledgeLists } from './knowledge.ts';
import type { RefereeCategory } from './referee-categories.ts';
import { cldrCountries } from './sources/cldr-countries.ts';
import { sharedSources } from './shared-sources.ts';
import type { RefereeSourceId } from './sources.ts';
import { universalKey } from './universal-key.ts';

let sharedParts: { lists: KnowledgeLists; index: KeyIndex; national: ReadonlySet<string> } | undefined;

/**
 * The knowledge every language shares, built once: GeoNames' places and capitals and faker's first names,
 * filed under the universal key (universal-key.ts).
 */
export function sharedKnowledge(): KeyIndex {
  return shared().index;
}

/** The shared entries as written, by category and source (what the bots' answer book reads). */
export function sharedKnowledgeLists(): KnowledgeLists {
  return shared().lists;
}

function shared() {
  if (sharedParts) return sharedParts;
  const { cities, capitals, firstNames } = sharedSources();
  const lists: KnowledgeLists = {
    'capital-cities': { geonames: capitals },
    city: { geonames: cities },
    name: { faker: firstNames },
  };
  sharedParts = {
    lists,
    index: new KeyIndex(lists, universalKey),
    national: new Set(capitals.map(universalKey)),
  };
  return sharedParts;
}

/**
 * One language's own knowledge: CLDR's country names in it, then this project's lists for it. The lists'
 * capitals include those of states, regions and cantons (Zürich, Graz): a national capital is one GeoNames
 * marks as such, the rest are filed as cities. Sorted, so the same packages and lists give the same file.
 */
export function buildKnowledge(language: GameLanguage): KnowledgeFile {
  const categories: KnowledgeFile['categories'] = {};
  const add = (category: RefereeCategory, source: RefereeSourceId, entries: readonly string[]) => {
    const sources = (categories[category] ??= {});
    sources[source] = [...new Set([...(sources[source] ?? []), ...entries])].sort();
  };
  add('countries', 'cldr', cldrCountries(language));
  const lists = curatedLists(language);
  for (const [category, entries] of Object.entries(lists) as [RefereeCategory, string[]][]) {
    if (category !== 'capital-cities') add(category, 'curated', entries);
  }
  const { national } = shared();
  const capitals = lists['capital-cities'] ?? [];
  const isNational = (name: string) => national.has(universalKey(name)) || SEATS_OF_GOVERNMENT.has(name);
  add('capital-cities', 'curated', capitals.filter(isNational));
  add(
    'city',
    'curated',
    capitals.filter((name) => !isNational(name)),
  );
  return { language, categories };
}

/** Capitals GeoNames files as mere cities: the seats of government of countries with two capitals. */
const SEATS_OF_GOVERNMENT = new Set([
  'La Paz',
  'Pretoria',
  'Kapstadt',
  'Cape Town',
  'Le Cap',
  'Ciudad del Cabo',
  'Città del Capo',
  'Yamoussoukro',
]);
