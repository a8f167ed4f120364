// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReferences } from './bundle-graph';
import { ROUTE_HINTS_FILE, type PageHints } from './route-hints';
import { HOME_LOCALE, measureBundle, overBudget } from './size-report';

/** The production build, made here into a temporary folder, so the budgets are checked on every `npm test`. */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'npat-web-size-'));
/** Which source modules each output chunk holds: the manifest names chunks, not the modules in them. */
const modulesByFile = new Map<string, string[]>();

function recordModules(): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByFile.set(output.fileName, output.moduleIds);
      }
    },
  };
}

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [recordModules()],
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const readPageHints = () => JSON.parse(readFileSync(join(outDir, ROUTE_HINTS_FILE), 'utf8')) as PageHints;

describe('the bundle', () => {
  it('stays within the home and room screen budgets', () => {
    const sizes = measureBundle(outDir);
    expect(overBudget(sizes)).toEqual([]);
  });

  it('makes every language’s catalogue a chunk of its own that no screen imports', () => {
    const sizes = measureBundle(outDir);
    expect(sizes.catalogues.map((catalogue) => catalogue.locale).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'tr',
    ]);
    // A language's screens' part (decision 068) is a chunk of its own too, holding nothing else.
    const screensParts = [...modulesByFile.entries()].filter(([, modules]) =>
      modules.some((id) => /virtual:messages\/[\w-]+\/screens$/.test(id)),
    );
    expect(screensParts).toHaveLength(6);
    for (const [, modules] of screensParts) expect(modules).toHaveLength(1);
    const imported = [...modulesByFile.entries()]
      .filter(([file]) => !sizes.catalogues.some((catalogue) => catalogue.file === file))
      .filter(([file]) => !screensParts.some(([part]) => part === file))
      .flatMap(([, modules]) => modules);
    expect(imported.filter((id) => id.includes('virtual:messages/'))).toEqual([]);
    const englishOnly = sizes.home.filter((file) =>
      sizes.catalogues.some((catalogue) => catalogue.file === file),
    );
    expect(englishOnly).toHaveLength(1);
  });

  it("keeps socket.io-client and engine.io-client out of the home route's module graph", () => {
    const home = measureBundle(outDir).home.filter((file) => file.endsWith('.js'));
    const homeModules = home.flatMap((file) => modulesByFile.get(file) ?? []);
    expect(homeModules.length).toBeGreaterThan(50);
    expect(homeModules.filter((id) => /[\\/](socket|engine)\.io-client[\\/]/.test(id))).toEqual([]);
    expect(homeModules.some((id) => id.endsWith('/src/lib/socket.ts'))).toBe(false);
    // The room screens do bring it: the check above looks at the right kind of ids.
    const all = [...modulesByFile.values()].flat();
    expect(all.some((id) => /[\\/]socket\.io-client[\\/]/.test(id))).toBe(true);
  });

  it('counts in home what the page fetches unasked: the theme, the service worker, the guide panel', () => {
    const home = measureBundle(outDir).home;
    expect(home).toContain('theme-init.js');
    const homeModules = home.flatMap((file) => modulesByFile.get(file) ?? []);
    for (const module of [
      '/src/app/updates/service-worker.ts',
      '/src/features/how-to-play/how-to-play.tsx',
      '/src/features/how-to-play/guide-carousel.tsx',
    ])
      expect(homeModules.some((id) => id.endsWith(module))).toBe(true);
    // The phone's guide dialog and the room's rules are fetched only when asked for, or in a room.
    for (const module of ['how-to-play-dialog.tsx', 'room-rules-section.tsx'])
      expect(homeModules.filter((id) => id.endsWith(`/src/features/how-to-play/${module}`))).toEqual([]);
  });

  it('leaves zod, react-hook-form, sonner and Radix out of a visit to home, for the parts that need them', () => {
    const home = measureBundle(outDir).home.filter((file) => file.endsWith('.js'));
    const homeModules = home.flatMap((file) => modulesByFile.get(file) ?? []);
    const heavy = /[\\/]node_modules[\\/](zod|react-hook-form|sonner|@radix-ui[\\/]react-(dialog|tabs))[\\/]/;
    expect(homeModules.filter((id) => heavy.test(id))).toEqual([]);
    const all = [...modulesByFile.values()].flat();
    for (const library of ['zod', 'react-hook-form', 'sonner']) {
      expect(all.some((id) => id.includes(`/node_modules/${library}/`))).toBe(true);
    }
  });

  it("names each route's chunks for the server, leaving out index.html's and the lobby's deferred parts", () => {
    const { routes: hints, catalogues } = readPageHints();
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const inPage = htmlReferences(html).map((file) => `/${file}`);
    const sourcesOf = (path: string) => {
      const hint = hints.find((candidate) => candidate.path === path)!;
      for (const file of hint.modules) expect(existsSync(join(outDir, file))).toBe(true);
      expect(hint.modules.filter((file) => inPage.includes(file))).toEqual([]);
      return hint.modules.flatMap((file) => modulesByFile.get(file.slice(1)) ?? []);
    };
    // Home is in the entry (decision 064): its page names no chunk beyond index.html's.
    expect(sourcesOf('/')).toEqual([]);
    const entry = inPage.flatMap((file) => modulesByFile.get(file.slice(1)) ?? []);
    expect(entry.some((id) => id.endsWith('/src/features/home/home-page.tsx'))).toBe(true);
    // Home, as the budget counts it: index.html's scripts, the visitor's catalogue's chunks, which the server
    // names on every page in the visitor's language, and what the page fetches unasked after its first paint.
    const catalogue = catalogues[HOME_LOCALE] ?? [];
    const home = measureBundle(outDir).home.filter((file) => file.endsWith('.js'));
    const named = [...inPage, ...catalogue].filter((file) => file.endsWith('.js'));
    expect(named.filter((file) => !home.includes(file.slice(1)))).toEqual([]);
    // The lobby's heading comes first: the socket and the live lobby are asked for once it is shown.
    const lobby = sourcesOf('/game-room/:roomId/lobby');
    expect(lobby.some((id) => id.endsWith('/src/features/lobby/lobby-page.tsx'))).toBe(true);
    expect(lobby.filter((id) => /socket\.io-client|lobby-live\.tsx|[\\/]zod[\\/]/.test(id))).toEqual([]);
    // The game screen shows what the socket brings, so its page names the socket.
    expect(sourcesOf('/game-room/:roomId/game').some((id) => id.endsWith('/src/lib/socket.ts'))).toBe(true);
  });

  it("names each language's catalogue for the server: the chunks its budget counts, none of index.html's", () => {
    const { catalogues } = readPageHints();
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const inPage = htmlReferences(html).map((file) => `/${file}`);
    const measured = measureBundle(outDir).catalogues;
    expect(Object.keys(catalogues).sort()).toEqual(measured.map((catalogue) => catalogue.locale).sort());
    for (const { locale, file, files } of measured) {
      expect(catalogues[locale]).toEqual(files.map((name) => `/${name}`));
      expect(catalogues[locale]?.[0]).toBe(`/${file}`);
      expect(file).toMatch(new RegExp(`^assets/i18n-${locale}-[\\w-]+\\.js$`));
      for (const name of files) expect(existsSync(join(outDir, name))).toBe(true);
      expect(catalogues[locale]?.filter((name) => inPage.includes(name))).toEqual([]);
    }
  });

  it("marks index.html's scripts as not needed for the first paint", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });
});
