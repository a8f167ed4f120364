import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/i18n/locales.ts';
import {
  browserCatalogue,
  CATALOGUES_DIR,
  catalogueLocales,
  readCatalogue,
  REFERENCE_LOCALE,
  type CatalogueTree,
} from './catalogue-files.ts';
import { catalogueTypes, collectArguments } from './catalogue-types.ts';
import { GENERATED_TYPES_FILE } from './messages-plugin.ts';

/** Every message of a catalogue by its dotted key, with the names of its ICU arguments. */
function argumentsByKey(tree: CatalogueTree, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const kinds = new Map<string, 'number' | 'string' | 'text'>();
      collectArguments(parse(value), kinds);
      found.set(path, [...kinds.keys()].sort());
    } else {
      for (const [inner, args] of argumentsByKey(value, path)) found.set(inner, args);
    }
  }
  return found;
}

const reference = argumentsByKey(readCatalogue(REFERENCE_LOCALE));
const others = catalogueLocales().filter((locale) => locale !== REFERENCE_LOCALE);

describe('the catalogues', () => {
  it('are one folder for every language of the menu', () => {
    expect(catalogueLocales()).toEqual(LOCALES.map((locale) => locale.code).sort());
  });

  describe.each(others)('%s', (locale) => {
    const messages = argumentsByKey(readCatalogue(locale));

    it('has every key English has', () => {
      expect([...reference.keys()].filter((key) => !messages.has(key))).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...messages.keys()].filter((key) => !reference.has(key))).toEqual([]);
    });

    it('gives every message the ICU arguments English gives it', () => {
      const differing = [...messages]
        .filter(([key, args]) => reference.has(key) && args.join() !== reference.get(key)?.join())
        .map(([key, args]) => `${key}: ${args.join()} (English: ${reference.get(key)?.join()})`);
      expect(differing).toEqual([]);
    });
  });

  it('type the screens with the English catalogue as it is now', () => {
    const committed = readFileSync(join(CATALOGUES_DIR, '..', '..', '..', GENERATED_TYPES_FILE), 'utf8');
    expect(committed).toBe(catalogueTypes(browserCatalogue(readCatalogue(REFERENCE_LOCALE))));
  });
});
