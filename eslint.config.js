import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'tests/e2e/artifacts/**',
      'tests/e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The engine stays pure: time and randomness are passed in, never read.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
        { object: 'Math', property: 'random', message: 'Pass the random source in.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'net', 'http'] }],
    },
  },
  ...serverLayers(),
  // Feature folders of the web app never import each other; a feature's subfolders (features/game/review/)
  // import their siblings (../parts/), never beyond the feature.
  featureBoundary('apps/web/src/features/*/*.{ts,tsx}', '../*'),
  featureBoundary('apps/web/src/features/*/*/**/*.{ts,tsx}', '../../*'),
);

function featureBoundary(files, outOfFeature) {
  const message =
    'A feature imports only its own files (./, ../) and shared code (@/app, @/components, @/lib).';
  return {
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [outOfFeature, '@/features/*'], message }] }],
    },
  };
}

/**
 * The server's folders call only down (docs/decisions/022-server-layers.md): app.ts composes the
 * lobby (rooms/) and the game (game/); both plug into the room pipeline (room-pipeline/), which sits on
 * the transport (realtime/) and the database (storage/). Tests and test helpers drive the whole
 * server and may import anything.
 */
function serverLayers() {
  const src = 'apps/server/src';
  const layer = (folder, forbidden, message) => ({
    files: [`${src}/${folder}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: forbidden.flatMap((name) => [`../${name}`, `../${name}/**`]), message }] },
      ],
    },
  });
  const above = ['app.ts', 'main.ts'];
  return [
    layer(
      'room-pipeline',
      [...above, 'rooms', 'game', 'identity', 'http'],
      'The room pipeline knows no lobby, game or HTTP: they plug into it (room-phase.ts, onCommitted).',
    ),
    layer(
      'rooms',
      [...above, 'game'],
      'The lobby does not import the game: app.ts passes in what it hands rooms over to.',
    ),
    layer(
      'game',
      [...above, 'rooms'],
      'The game does not import the lobby: app.ts passes in where Play again opens a lobby.',
    ),
    layer(
      'big-screen',
      [...above, 'rooms', 'game'],
      "The big screen shows what the engine's views say; it imports neither the lobby nor the game.",
    ),
    ...['realtime', 'storage'].map((folder) =>
      layer(
        folder,
        [...above, 'room-pipeline', 'rooms', 'game', 'http'],
        `${folder}/ is below the rooms, the lobby and the game: it imports none of them.`,
      ),
    ),
  ];
}
