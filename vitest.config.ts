import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'bench', 'fuzz', 'scripts', 'tests/e2e'],
  },
});
