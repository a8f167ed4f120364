import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/testing/light-password-hashing.ts'],
    // Process tests start the real server with tsx, which takes a few seconds on a cold cache.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
