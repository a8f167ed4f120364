import { defineProject } from 'vitest/config';

// Only unit tests of the bench's pure parts live here; nothing in them starts a server or a browser.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['results/**', '**/node_modules/**'],
  },
});
