import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure rules, the API against real databases and the web components.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
