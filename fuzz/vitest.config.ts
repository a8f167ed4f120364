import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['results/**', '**/node_modules/**'],
    // The fixed-seed run starts the real server and sends a few thousand messages on a busy machine.
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
