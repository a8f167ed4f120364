import { createRequire } from 'node:module';
import type { allFakers as AllFakers } from '@faker-js/faker';

const require = createRequire(import.meta.url);

/** Latin script only: the six game languages write their names in it. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}' -]+$/u;

/**
 * First names (female, male and generic) of every faker locale that writes them in Latin script
 * (@faker-js/faker, MIT): friends are called Jürgen, Nuria and Ayşe whatever language they play in, and
 * one locale's list alone misses half of them. The same for every game language; read once, by
 * sharedKnowledge.
 */
export function fakerFirstNames(): string[] {
  // Loaded here, not on import: every locale takes half a second, and shared-sources.ts mostly reads its copy.
  const { allFakers } = require('@faker-js/faker') as { allFakers: typeof AllFakers };
  const all = new Set<string>();
  for (const faker of Object.values(allFakers)) {
    const firstNames = faker.rawDefinitions.person?.first_name;
    for (const list of Object.values(firstNames ?? {})) {
      for (const name of list ?? []) if (LATIN_NAME.test(name)) all.add(name);
    }
  }
  return [...all];
}
