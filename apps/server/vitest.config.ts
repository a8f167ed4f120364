import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/light-password-hashing.ts'],
    // Files share a worker's loaded modules instead of importing the server afresh each (import took 174 s
    // of 351 s; 229 s without). Each file starts its own servers and databases, and the setup file above
    // sets the hashing cost again before every file, so no file sees another's state.
    isolate: false,
    // Process tests start the real server with tsx, which takes a few seconds on a cold cache.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
