import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  browserCatalogue,
  catalogueFiles,
  catalogueLocales,
  PROTOCOL_MESSAGES,
  readCatalogue,
  REFERENCE_LOCALE,
  splitCatalogue,
  type CatalogueTree,
} from './catalogue-files.ts';
import { catalogueTypes } from './catalogue-types.ts';
import { compileCatalogue, plainText } from './compile-catalogue.ts';

const LOADERS_ID = 'virtual:messages';
const CATALOGUE_PREFIX = 'virtual:messages/';
/** Rollup's convention: a leading NUL marks an id no other plugin should touch. */
const RESOLVED = '\0';
/** How a compiled catalogue's module id starts, for naming its chunk. */
export const CATALOGUE_MODULE_PREFIX = RESOLVED + CATALOGUE_PREFIX;
/** How the id of a language's screens' part ends (`virtual:messages/<locale>/screens`). */
export const SCREENS_PART = '/screens';

/** Where the generated type of the English catalogue lives, relative to the app's root. */
export const GENERATED_TYPES_FILE = join('src', 'i18n', 'catalogue.generated.ts');

/**
 * The catalogues as modules (docs/decisions/032-i18n-library.md): `virtual:messages` exports two loaders per
 * language (a folder under src/i18n/catalogues) and the screens' namespaces; `virtual:messages/<locale>` is
 * that language's home namespaces compiled to plain functions, its own chunk, so a player downloads only their
 * language, and `virtual:messages/<locale>/screens` the rest, which only the other screens wait for (decision
 * 068).
 */
export function messagesPlugin(): Plugin {
  let cataloguesDir = '';
  let typesFile = '';
  return {
    name: 'npat-messages',
    configResolved(config) {
      cataloguesDir = join(config.root, 'src', 'i18n', 'catalogues');
      typesFile = join(config.root, GENERATED_TYPES_FILE);
    },
    buildStart() {
      const types = catalogueTypes(browserCatalogue(readCatalogue(REFERENCE_LOCALE, cataloguesDir)));
      if (readIfPresent(typesFile) !== types) writeFileSync(typesFile, types);
    },
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(CATALOGUE_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED + LOADERS_ID) {
        const locales = catalogueLocales(cataloguesDir);
        const module = (locale: string, part = '') => JSON.stringify(CATALOGUE_PREFIX + locale + part);
        const loaders = locales.map(
          (locale) =>
            `  ${JSON.stringify(locale)}: { home: () => import(${module(locale)}), screens: () => import(${module(locale, SCREENS_PART)}) },`,
        );
        const { screens } = splitCatalogue(browserCatalogue(readCatalogue(REFERENCE_LOCALE, cataloguesDir)));
        return [
          `export const loaders = {\n${loaders.join('\n')}\n};`,
          `export const screenNamespaces = ${JSON.stringify(Object.keys(screens))};`,
          '',
        ].join('\n');
      }
      if (!id.startsWith(RESOLVED + CATALOGUE_PREFIX)) return undefined;
      const rest = id.slice((RESOLVED + CATALOGUE_PREFIX).length);
      const screensPart = rest.endsWith(SCREENS_PART);
      const locale = screensPart ? rest.slice(0, -SCREENS_PART.length) : rest;
      for (const file of catalogueFiles(locale, cataloguesDir)) this.addWatchFile(file);
      const parts = splitCatalogue(browserCatalogue(readCatalogue(locale, cataloguesDir)));
      if (screensPart) return compileCatalogue(locale, parts.screens);
      const catalogue = parts.home;
      if (locale !== REFERENCE_LOCALE || !isPlainTree(PROTOCOL_MESSAGES))
        return compileCatalogue(locale, catalogue);
      // English's `errors` are the protocol's messages, which the entry holds already: the catalogue takes
      // them from there rather than carrying a second copy to every English visitor (decision 064).
      const { errors: _shared, ...own } = catalogue;
      const compiled = compileCatalogue(locale, own);
      if (!compiled.endsWith(DEFAULT_EXPORT)) throw new Error('compileCatalogue changed its last line');
      return [
        `import { MESSAGE_TABLES } from '@npat/protocol';`,
        compiled.slice(0, -DEFAULT_EXPORT.length),
        'export default { ...merge(plain, withArguments), errors: MESSAGE_TABLES };',
      ].join('\n');
    },
  };
}

const DEFAULT_EXPORT = 'export default merge(plain, withArguments);';

/** Whether every message of the tree is plain text that ICU would leave as it is (no argument, no quoting). */
function isPlainTree(tree: CatalogueTree): boolean {
  return Object.values(tree).every((value) =>
    typeof value === 'string' ? plainText(value) === value : isPlainTree(value),
  );
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
