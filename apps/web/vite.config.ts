import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CATALOGUE_MODULE_PREFIX, messagesPlugin, SCREENS_PART } from './scripts/messages-plugin.ts';
import { lowPriorityScripts, routeHintsPlugin } from './scripts/route-hints-plugin.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    messagesPlugin(),
    tailwindcss(),
    preloadLatinFont(),
    lowPriorityScripts(),
    routeHintsPlugin(),
    // Installable, and instant on return: the service worker precaches the shell and every hashed asset.
    // It never touches /api or /socket.io, and a new release waits until the next navigation
    // (docs/decisions/025-service-worker-and-offline-screen.md; registered in src/app/service-worker.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Name Place Animal Thing',
        short_name: 'NPAT',
        description: 'The classic word game, online with your friends.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --color-primary-500 and --color-sun-1 of src/app/theme.css.
        theme_color: '#f97316',
        background_color: '#fff4d6',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, every script and style, the avatars and the latin font; other scripts' font subsets and
        // the install icons load (and stay in the HTTP cache) on demand.
        globPatterns: ['**/*.{js,css,html,svg}', 'assets/nunito-latin-wght-normal-*.woff2'],
        // Each player downloads only their language (decision 032): its catalogue is cached when first
        // loaded (below), never precached with the five others.
        globIgnores: ['**/i18n-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
        // API and socket answers always go to the network; only a language's catalogue, hashed and so never
        // stale, is kept once loaded, so the offline screen still speaks the player's language.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/assets\/i18n-[\w-]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'catalogues', expiration: { maxEntries: 12 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // One file: a separate workbox-<hash>.js beside sw.js would be one more request to keep fresh.
        inlineWorkboxRuntime: true,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports name only its development build (decision 064), whose
      // warnings would be in every visitor's framework chunk: the build takes its production build, the same
      // code without them. Tests and `vite dev` keep the warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : []),
    ],
  },
  server: {
    // In development the API and the socket live on the game server.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // The size budget (scripts/size-report.ts) follows each screen's chunks through the manifest.
    manifest: true,
    // index.html names the entry's chunks and the server names the route's (scripts/route-hints.ts); a lazy
    // part's own imports are found by the browser when it loads the part. Vite's helper would instead add a
    // <link> per import when the part is asked for, which costs a phone's main thread more than it saves.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // A language's catalogue is named for it, so the service worker can leave the other languages alone.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId;
          if (!id?.startsWith(CATALOGUE_MODULE_PREFIX)) return 'assets/[name]-[hash].js';
          // A language's screens' part (decision 068) is named for its language too: i18n-de-screens-<hash>.js.
          if (id.endsWith(SCREENS_PART))
            return `assets/i18n-${id.slice(CATALOGUE_MODULE_PREFIX.length, -SCREENS_PART.length)}-screens-[hash].js`;
          return 'assets/i18n-[name]-[hash].js';
        },
        // React and the router, needed by every screen and changing far less often than our code, stay in
        // their own hashed chunk in the players' caches across releases (hashed assets are long-cached). All
        // else the entry imports statically is one chunk: left to the default splitting, the modules a lazy
        // part shares with the entry (the API, the language store, the protocol's words) became a dozen
        // little chunks, each compressed on its own and each one more request (decision 064). Other libraries
        // are left to the default splitting, so each arrives only with the screens that use it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'index', tags: ['$initial'], priority: 10 },
            // The icons three screens or more share, in one chunk: left to the default splitting, each set of
            // screens sharing a few icons got a little chunk of its own, 3-4 KB more on every room screen once
            // the big screen shared them too (decision 070).
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 5,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
}));

/** React Router's production ES module, beside the development one its package exports. */
function reactRouterProductionBuild(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(packageJson), 'dist', 'production', 'index.mjs');
}

/**
 * Preloads the latin subset of the font, which every screen's text needs, so it arrives with the stylesheet
 * rather than after it. The other subsets have a unicode-range in their @font-face and load only when a
 * page shows one of their characters.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('The latin Nunito font is missing from the build: was the font renamed?');
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}
