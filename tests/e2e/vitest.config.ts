import { defineProject } from 'vitest/config';

// Only the support code's own unit tests; the browser specs (*.spec.ts) run under Playwright.
export default defineProject({
  test: {
    environment: 'node',
    include: ['support/**/*.test.ts'],
  },
});
