import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The command's test starts a process that reads GeoNames' 190,000 places: seconds on a busy machine.
    testTimeout: 60_000,
  },
});
