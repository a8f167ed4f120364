import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One record of Vite's build manifest (dist/.vite/manifest.json), keyed by source path or chunk name. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * How a language's compiled catalogue is named: its module id (scripts/messages-plugin.ts, without Rollup's
 * leading NUL) and so its manifest key, `virtual:messages/<locale>` (decision 032).
 */
export const CATALOGUE_MODULE = 'virtual:messages/';

/**
 * The language of a catalogue's manifest key or module name, else undefined. Vite writes a virtual module's
 * key relative to the working directory of the build ('../../virtual:messages/en' when built from the
 * repository's root, as the tests do), so only the key's end counts.
 */
export function catalogueLocaleOf(key: string | null | undefined): string | undefined {
  return key?.match(/(?:^|\/)virtual:messages\/([\w-]+)$/)?.[1];
}

/** The language of a catalogue's screens' part (`virtual:messages/<locale>/screens`, decision 068), else undefined. */
export function screensCatalogueLocaleOf(key: string | null | undefined): string | undefined {
  return key?.match(/(?:^|\/)virtual:messages\/([\w-]+)\/screens$/)?.[1];
}

/** The room's parent route, which every room screen needs. */
export const ROOM_LAYOUT = 'src/app/room-layout.tsx';

/**
 * Modules that import more code as soon as they are shown, not at a player's request: the room's parent
 * fetches the socket once mounted. What they import dynamically counts as part of the screens they are in.
 */
const FETCH_AT_ONCE: readonly string[] = [ROOM_LAYOUT];

/**
 * What a visit to home fetches beyond index.html's scripts before the visitor does anything (decision 064):
 * on a wide screen the guide's side panel (app/app-frame.tsx), after the first paint. Home itself and the
 * service worker's registration are in the entry (app/routes.tsx, app/updates/service-worker.ts). What home
 * fetches only when the visitor reaches for it (the sign-in parts, the phone's guide dialog) is not here.
 */
export const HOME_FETCHES_UNASKED: readonly string[] = ['src/features/how-to-play/how-to-play.tsx'];
export const SCREENS = {
  'game-creation': ['src/features/game-creation/game-creation-page.tsx'],
  // The lobby's route paints its heading, then fetches the live lobby (features/lobby/lobby-parts.ts).
  lobby: [ROOM_LAYOUT, 'src/features/lobby/lobby-page.tsx', 'src/features/lobby/lobby-live.tsx'],
  game: [ROOM_LAYOUT, 'src/features/game/answering/game-page.tsx'],
  scoring: [ROOM_LAYOUT, 'src/features/game/review/scoring-page.tsx'],
  result: [ROOM_LAYOUT, 'src/features/game/results/result-page.tsx'],
} as const;
export const ROOM_SCREENS = ['lobby', 'game', 'scoring', 'result'] as const;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The manifest key of a module: its path from the web app's folder, or a virtual module's id. Vite writes a
 * virtual module's key relative to the working directory of the build (see catalogueLocaleOf), so a key may
 * end with the name instead.
 */
export function manifestKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`/${module}`));
  if (!key) throw new Error(`The manifest has no chunk "${module}": was the module renamed?`);
  return key;
}

const isKeyOf = (key: string, module: string) => key === module || key.endsWith(`/${module}`);

/**
 * The manifest keys of `roots` (modules, see manifestKey) and every chunk they import statically,
 * transitively, with what FETCH_AT_ONCE modules import dynamically (what showing them fetches).
 */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}": was the route renamed?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (FETCH_AT_ONCE.some((module) => isKeyOf(key, module)))
      for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const root of roots) visit(manifestKey(manifest, root));
  return seen;
}

/** The output files (JS and CSS) of a set of manifest keys. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

/**
 * What index.html makes the browser fetch at once from the build's assets: its script, modulepreloads,
 * stylesheets and preloads.
 */
export function htmlReferences(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    if (/rel="icon"/.test(tag)) continue;
    const url = /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (url?.startsWith('assets/')) found.add(url);
  }
  return [...found];
}

/** The scripts of public/ that index.html runs (the theme's, before the first paint), by their file names. */
export function htmlPublicScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)) {
    if (!match[1]!.startsWith('assets/')) found.add(match[1]!);
  }
  return [...found];
}

/** Every module id the manifest knows in the given chunks, and their sources: for "does home contain X?". */
export function sourcesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => manifest[key]?.src ?? key);
}
