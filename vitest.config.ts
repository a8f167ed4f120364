import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      'apps/web',
      // The web's files that replace a module with vi.mock, in isolation (apps/web/vitest.shared.ts).
      'apps/web/vitest.mocking.config.ts',
      'bench',
      'fuzz',
      'scripts',
      'tests/e2e',
    ],
    // Vitest's default leaves one core free, which on two cores is one worker; most server files wait on
    // sockets, databases and child processes, so two workers keep both cores busy (605 s instead of 1,044 s).
    maxWorkers: 2,
  },
});
