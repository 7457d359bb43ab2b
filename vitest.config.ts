import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure rules, the API against real databases and the web components.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own scripts (scripts/*.mjs), such as the engines check.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    // Server test files each boot their own databases: two at a time keep a 2-core machine
    // responsive (and match CI's machine).
    maxWorkers: 2,
  },
});
