import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Property tests play hundreds of whole games; on a busy two-core machine that can take tens of seconds.
    testTimeout: 120_000,
  },
});
