import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CATALOGUE_MODULE,
  catalogueLocaleOf,
  filesOf,
  HOME_FETCHES_UNASKED,
  htmlPublicScripts,
  htmlReferences,
  readManifest,
  ROOM_SCREENS,
  SCREENS,
  screensCatalogueLocaleOf,
  staticClosure,
} from './bundle-graph';
import { MIN_BYTES } from './precompress';

/**
 * Bytes as the server sends them: brotli at quality 11, precompressed at build time, or the file as it is
 * below MIN_BYTES.
 */
export const BUDGETS = {
  // Decision 064 (after 024 and 032): all the JS a visit to home fetches before the visitor does anything,
  // as bench/web/home-weight.ts measures it on the wire: index.html's scripts, the visitor's catalogue (home's
  // namespaces, decision 068), the service worker's registration and a wide screen's guide panel. React and
  // React Router alone take 83 KB; zod, react-hook-form, sonner and Radix's dialog arrive only when wanted.
  homeJs: 113 * 1024,
  // The same visit on a wide screen, where the guide is a side panel that turns by itself (5.8 KB more).
  homeWideJs: 119 * 1024,
  homeTotal: 220 * 1024,
  // Decision 064 counts the small files as sent (uncompressed, below MIN_BYTES): some 2 KB more per screen.
  // Decision 068 moved the screens' words (5.7 KB in English) from home's catalogue to here: 84 KB became 90.
  // Decision 069's bots (their seats' words and buttons, the robot mark) brought the review to 90.8: 92.
  // Decision 070's party mode (the host's remote for the reveal, the rude-answer blur, their words) and icons
  // shared by three screens gathered in one chunk: 92.6.
  roomScreenJs: 93 * 1024,
  // The big screen (/screen/:roomId, docs/product/rules.md#big-screen): its route's chunks and the screens' words,
  // socket.io-client and the views' schemas among them (no room layout); 70.2 KB when it came, and 3 KB to grow.
  bigScreenJs: 73 * 1024,
  // Decision 032: one language's catalogue that the first screen waits for (home's namespaces, decision 068).
  catalogue: 16 * 1024,
};

/** The big screen's route, measured like the room screens (SCREENS) against its own budget. */
export const BIG_SCREEN = { 'big-screen': ['src/features/big-screen/big-screen-page.tsx'] } as const;

/**
 * Whose catalogue home counts: an English visitor's first screen waits for the English one (any other
 * language's is alike in size, and has the budget above).
 */
export const HOME_LOCALE = 'en';

export type FileSize = { file: string; raw: number; gzip: number; br: number };
export type BundleSizes = {
  files: Map<string, FileSize>;
  /**
   * Files a visit to home fetches before the visitor does anything, index.html included: what index.html
   * names (home is in the entry), the visitor's catalogue's (HOME_LOCALE), and what the page fetches by
   * itself after its first paint (HOME_FETCHES_UNASKED).
   */
  home: string[];
  /** Of those, the files only a wide screen fetches (its guide panel). */
  homeWideOnly: string[];
  /** Home's JS on a narrow screen (a phone's, Lighthouse's), and on a wide one. */
  homeJsBr: number;
  homeWideJsBr: number;
  homeTotalBr: number;
  /** Per screen, the JS it adds to what home already loaded. */
  screens: { name: string; files: string[]; br: number }[];
  /**
   * Per language, its catalogue's chunk (`file`) and what a visit in that language loads for it: that chunk
   * and the chunks it imports (the message runtime, a plural rule) that index.html does not load.
   */
  catalogues: { locale: string; file: string; files: string[]; br: number }[];
};

function sizeOf(distDir: string, file: string): FileSize {
  const bytes = readFileSync(join(distDir, file));
  // A file below MIN_BYTES has no compressed copy: the server sends it as it is (decision 064: the budget is
  // what goes over the wire).
  const br =
    bytes.length < MIN_BYTES
      ? bytes.length
      : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br };
}

export function measureBundle(distDir: string): BundleSizes {
  const manifest = readManifest(distDir);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const inPage = filesOf(manifest, staticClosure(manifest, ['index.html'])).js;
  const catalogues = Object.keys(manifest)
    .filter((key) => catalogueLocaleOf(key) !== undefined)
    .sort()
    .map((key) => ({
      locale: catalogueLocaleOf(key)!,
      file: manifest[key]!.file,
      // The catalogue's own chunk first.
      files: [...filesOf(manifest, staticClosure(manifest, [key])).js].filter((file) => !inPage.has(file)),
    }));
  const homeCatalogue = catalogues.find((catalogue) => catalogue.locale === HOME_LOCALE);
  if (!homeCatalogue) throw new Error(`The manifest has no ${CATALOGUE_MODULE}${HOME_LOCALE}`);
  const narrowGraph = filesOf(manifest, staticClosure(manifest, ['index.html']));
  const wideGraph = filesOf(manifest, staticClosure(manifest, ['index.html', ...HOME_FETCHES_UNASKED]));
  const narrow = new Set([
    'index.html',
    ...htmlPublicScripts(html),
    ...htmlReferences(html),
    ...narrowGraph.js,
    ...narrowGraph.css,
    ...homeCatalogue.files,
  ]);
  const homeWideOnly = [...wideGraph.js, ...wideGraph.css].filter((file) => !narrow.has(file));
  const home = [...narrow, ...homeWideOnly];
  const files = new Map<string, FileSize>();
  const size = (file: string) => files.get(file) ?? files.set(file, sizeOf(distDir, file)).get(file)!;
  const total = (list: string[]) => list.reduce((sum, file) => sum + size(file).br, 0);
  // Every screen but home waits for the screens' words of the visitor's language too (decision 068).
  const screensWordsKey = Object.keys(manifest).find((key) => screensCatalogueLocaleOf(key) === HOME_LOCALE);
  if (!screensWordsKey) throw new Error(`The manifest has no ${CATALOGUE_MODULE}${HOME_LOCALE}/screens`);
  const screensWords = [...filesOf(manifest, staticClosure(manifest, [screensWordsKey])).js];
  const screens = Object.entries({ ...SCREENS, ...BIG_SCREEN }).map(([name, roots]) => {
    const extra = [
      ...new Set([...filesOf(manifest, staticClosure(manifest, roots)).js, ...screensWords]),
    ].filter((file) => !home.includes(file));
    return { name, files: extra, br: total(extra) };
  });
  const homeJs = home.filter((file) => file.endsWith('.js'));
  return {
    files,
    home,
    homeWideOnly,
    homeJsBr: total(homeJs.filter((file) => !homeWideOnly.includes(file))),
    homeWideJsBr: total(homeJs),
    homeTotalBr: total(home),
    screens,
    catalogues: catalogues.map((catalogue) => ({ ...catalogue, br: total(catalogue.files) })),
  };
}

/** The budgets a measurement breaks, in words; empty when all hold. */
export function overBudget(sizes: BundleSizes): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const broken: string[] = [];
  if (sizes.homeJsBr > BUDGETS.homeJs) broken.push(`home JS ${kb(sizes.homeJsBr)} > ${kb(BUDGETS.homeJs)}`);
  if (sizes.homeWideJsBr > BUDGETS.homeWideJs)
    broken.push(`home JS on a wide screen ${kb(sizes.homeWideJsBr)} > ${kb(BUDGETS.homeWideJs)}`);
  if (sizes.homeTotalBr > BUDGETS.homeTotal)
    broken.push(`home total ${kb(sizes.homeTotalBr)} > ${kb(BUDGETS.homeTotal)}`);
  for (const screen of sizes.screens) {
    const isRoom = (ROOM_SCREENS as readonly string[]).includes(screen.name);
    if (isRoom && screen.br > BUDGETS.roomScreenJs)
      broken.push(`${screen.name} adds ${kb(screen.br)} > ${kb(BUDGETS.roomScreenJs)}`);
    if (screen.name in BIG_SCREEN && screen.br > BUDGETS.bigScreenJs)
      broken.push(`${screen.name} adds ${kb(screen.br)} > ${kb(BUDGETS.bigScreenJs)}`);
  }
  for (const catalogue of sizes.catalogues) {
    if (catalogue.br > BUDGETS.catalogue)
      broken.push(`the ${catalogue.locale} catalogue ${kb(catalogue.br)} > ${kb(BUDGETS.catalogue)}`);
  }
  return broken;
}

/** The table of chunks and sizes, home's files first, then what each screen adds. */
export function formatReport(sizes: BundleSizes): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
  const row = (label: string, size: Pick<FileSize, 'raw' | 'gzip' | 'br'>) =>
    `${label.padEnd(58)}${kb(size.raw)}${kb(size.gzip)}${kb(size.br)}`;
  const sum = (files: string[]) =>
    files
      .map((file) => sizes.files.get(file)!)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), {
        raw: 0,
        gzip: 0,
        br: 0,
      });
  const lines = [`${'KB'.padEnd(58)}${'raw'.padStart(8)}${'gzip'.padStart(8)}${'br'.padStart(8)}`, 'home:'];
  const wide = (file: string) => (sizes.homeWideOnly.includes(file) ? ' (wide screens)' : '');
  for (const file of sizes.home) lines.push(row(`  ${file}${wide(file)}`, sizes.files.get(file)!));
  const homeJs = sizes.home.filter((file) => file.endsWith('.js'));
  lines.push(row('  = home JS', sum(homeJs.filter((file) => !sizes.homeWideOnly.includes(file)))));
  lines.push(row('  = home JS on a wide screen', sum(homeJs)));
  lines.push(row('  = home total', sum(sizes.home)));
  for (const screen of sizes.screens) {
    lines.push(`${screen.name} (in addition to home):`);
    for (const file of screen.files) lines.push(row(`  ${file}`, sizes.files.get(file)!));
    lines.push(row(`  = ${screen.name} JS`, sum(screen.files)));
  }
  lines.push(`catalogues (one per visit; home counts ${HOME_LOCALE}'s):`);
  for (const catalogue of sizes.catalogues) {
    for (const file of catalogue.files) lines.push(row(`  ${file}`, sizes.files.get(file)!));
    lines.push(row(`  = ${catalogue.locale} catalogue`, sum(catalogue.files)));
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = measureBundle(fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(formatReport(sizes));
  const broken = overBudget(sizes);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nBudgets (brotli 11): home JS ${kb(sizes.homeJsBr)}/${kb(BUDGETS.homeJs)} KB (wide screen ` +
      `${kb(sizes.homeWideJsBr)}/${kb(BUDGETS.homeWideJs)} KB), home total ` +
      `${kb(sizes.homeTotalBr)}/${kb(BUDGETS.homeTotal)} KB, room screen JS ≤ ${kb(BUDGETS.roomScreenJs)} KB, ` +
      `big screen JS ≤ ${kb(BUDGETS.bigScreenJs)} KB, ` +
      `each catalogue ≤ ${kb(BUDGETS.catalogue)} KB`,
  );
  if (broken.length > 0) {
    console.error(`Over budget: ${broken.join('; ')}`);
    process.exitCode = 1;
  }
}
