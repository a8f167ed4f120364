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

/** Where the generated type of the English catalogue lives, relative to the app's root. */
export const GENERATED_TYPES_FILE = join('src', 'i18n', 'catalogue.generated.ts');

/**
 * The catalogues as modules (docs/decisions/032-i18n-library.md): `virtual:messages` exports a loader per
 * language (a folder under src/i18n/catalogues), and `virtual:messages/<locale>` is that language's catalogue
 * compiled to plain functions, its own chunk, so a player downloads only their language.
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
        const loaders = locales.map(
          (locale) =>
            `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(CATALOGUE_PREFIX + locale)}),`,
        );
        return `export const loaders = {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith(RESOLVED + CATALOGUE_PREFIX)) return undefined;
      const locale = id.slice((RESOLVED + CATALOGUE_PREFIX).length);
      for (const file of catalogueFiles(locale, cataloguesDir)) this.addWatchFile(file);
      const catalogue = browserCatalogue(readCatalogue(locale, cataloguesDir));
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
