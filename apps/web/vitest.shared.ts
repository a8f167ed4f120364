import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/messages-plugin.ts';
import { testFilesThatMock } from './scripts/test-files-that-mock.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const ALL_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const mocking = testFilesThatMock(root);

/**
 * The web's tests as two projects of one configuration: most files share their worker's loaded modules
 * (importing React, the router and the catalogues afresh for each file was a third of the web's time), and
 * the files that replace a module with vi.mock keep a module registry of their own.
 */
export function webProject(files: 'shared modules' | 'own modules'): UserWorkspaceConfig {
  const shared = files === 'shared modules';
  return defineProject({
    root,
    plugins: [react(), messagesPlugin()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name: shared ? '@npat/web' : '@npat/web (vi.mock)',
      environment: 'happy-dom',
      include: shared ? ALL_TESTS : mocking,
      exclude: shared ? mocking : [],
      isolate: !shared,
      // A stubbed global (fetch, matchMedia) must not reach the next file that shares the worker.
      unstubGlobals: true,
      setupFiles: ['./src/test-setup.ts'],
      // Screens rendered in happy-dom with user-event run slowly when the whole suite shares two cores.
      testTimeout: 15_000,
    },
  });
}
