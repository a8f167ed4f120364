/**
 * Where the referee's knowledge comes from: each source's name as its owners write it, its licence and where
 * it lives. The Credits screen lists them (apps/web/src/features/credits/credits.ts) and a verdict's reason
 * names one by id; the build script (scripts/build-knowledge.ts) reads each from its registry package.
 */
export const REFEREE_SOURCES = {
  cldr: {
    name: 'Unicode CLDR',
    licence: 'Unicode License v3',
    href: 'https://cldr.unicode.org',
  },
  geonames: {
    name: 'GeoNames',
    licence: 'CC BY 4.0',
    href: 'https://www.geonames.org',
  },
  faker: {
    name: 'Faker',
    licence: 'MIT License',
    href: 'https://github.com/faker-js/faker',
  },
  wordnet: {
    name: 'WordNet',
    licence: 'WordNet 3.0 License',
    href: 'https://wordnet.princeton.edu',
  },
  // The rude-word lists (src/rude/, naughty-words): they mark answers to blur, never a verdict's reason.
  ldnoobw: {
    name: 'List of Dirty, Naughty, Obscene, and Otherwise Bad Words',
    licence: 'CC BY 4.0',
    href: 'https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words',
  },
  // The lists in packages/referee/lists/, written for this game (not on the Credits screen: our own work).
  curated: {
    name: 'our lists',
    licence: 'MIT License',
    href: 'packages/referee/lists/',
  },
} as const;

export type RefereeSourceId = keyof typeof REFEREE_SOURCES;
