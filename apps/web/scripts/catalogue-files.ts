import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_TABLES } from '../../../packages/protocol/src/messages.ts';

/** A catalogue as its files hold it: namespaces of nested ICU MessageFormat texts. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** Where the catalogues live: one folder per language, one JSON file per namespace. */
export const CATALOGUES_DIR = join(import.meta.dirname, '..', 'src', 'i18n', 'catalogues');

/** The reference language: the keys' types come from it, and every other catalogue must match it. */
export const REFERENCE_LOCALE = 'en';

/**
 * English words of the refusals and validation messages are @npat/protocol's (the server's tests and the seed's
 * wording depend on them), so English takes them from there instead of repeating them; other languages
 * translate them in their errors.json.
 */
export const PROTOCOL_MESSAGES: CatalogueTree = MESSAGE_TABLES;

/**
 * Namespaces only the server words (the password-reset mail): they are checked like the others but never
 * sent to a browser.
 */
export const SERVER_ONLY_NAMESPACES = ['mail'];

/**
 * The namespaces home and the app's frame word (decision 068): the first screen waits for them alone. The
 * others are the screens', loaded with a screen's code (src/app/route-modules.ts).
 */
export const HOME_NAMESPACES = ['app', 'errors', 'home', 'howToPlay', 'languageMenu', 'lib', 'ui'];

/** A browser's catalogue in its two parts: home's namespaces, and the screens'. */
export function splitCatalogue(catalogue: CatalogueTree): { home: CatalogueTree; screens: CatalogueTree } {
  const entries = Object.entries(catalogue);
  return {
    home: Object.fromEntries(entries.filter(([namespace]) => HOME_NAMESPACES.includes(namespace))),
    screens: Object.fromEntries(entries.filter(([namespace]) => !HOME_NAMESPACES.includes(namespace))),
  };
}

/** The namespaces a browser loads: the catalogue without the server's. */
export function browserCatalogue(catalogue: CatalogueTree): CatalogueTree {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.includes(namespace)),
  );
}

/** The languages that have a catalogue, in alphabetical order. */
export function catalogueLocales(dir = CATALOGUES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One language's whole catalogue, namespace by namespace (English with the protocol's messages as `errors`). */
export function readCatalogue(locale: string, dir = CATALOGUES_DIR): CatalogueTree {
  const folder = join(dir, locale);
  if (!existsSync(folder)) throw new Error(`No catalogue for "${locale}" in ${dir}`);
  const tree: CatalogueTree = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    tree[file.slice(0, -'.json'.length)] = JSON.parse(
      readFileSync(join(folder, file), 'utf8'),
    ) as CatalogueTree;
  }
  if (locale === REFERENCE_LOCALE) tree.errors = PROTOCOL_MESSAGES;
  return tree;
}

/** The catalogue's files, for the dev server to watch. */
export function catalogueFiles(locale: string, dir = CATALOGUES_DIR): string[] {
  const folder = join(dir, locale);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(folder, name));
}
