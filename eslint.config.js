import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web code flows one way: ui/lib/i18n -> features/<name> -> app. Features never import
// one another, so each can change (or be lazy-loaded) alone.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const relativeParents = { group: ['../*', '../../*'], message: 'Use the @/ alias instead.' };
const webLayers = [
  {
    files: ['apps/web/src/{ui,lib,i18n}/**/*.{ts,tsx}'],
    patterns: [
      relativeParents,
      {
        group: ['@/features/*', '@/app/*'],
        message: 'Shared web code must not import features or app wiring.',
      },
    ],
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      relativeParents,
      { group: ['@/app/*'], message: 'Features must not import app wiring.' },
      {
        group: ['@/features/*', `!@/features/${feature}`],
        message: 'Features must not import one another: move shared code to ui/ or lib/.',
      },
    ],
  })),
].map(({ files, patterns }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

// Server code rests on floors: db/ (tables, client, errors), lib/ (generic helpers), config/
// and plugins/ import no feature, so a feature can change without moving the ground under
// the others. A feature uses another only through its public module (service.ts or a
// *-service.ts, and routes.ts for api-routes.ts), never its queries or other internals.
const serverFeatures = readdirSync(new URL('./apps/server/src/features', import.meta.url));
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/src/**/test/**'];
const serverLayers = [
  {
    files: ['apps/server/src/{db,lib,config,plugins,jobs}/**/*.ts'],
    patterns: [
      {
        group: ['@/features/*'],
        message:
          'db/, lib/, config/ and plugins/ must not import features: move the shared part down.',
      },
    ],
  },
  ...serverFeatures.map((feature) => ({
    files: [`apps/server/src/features/${feature}/**/*.ts`],
    patterns: [
      {
        group: [
          '@/features/*/**',
          `!@/features/${feature}/**`,
          '!@/features/*/service',
          '!@/features/*/*-service',
          // The notifications contract: every feature records the notifications its changes
          // cause in their own transaction (recordNotifications).
          '!@/features/notifications/record',
        ],
        message:
          'Use another feature only through its service: add a function there instead of reaching into its internals.',
      },
      {
        group: ['@/db/schema'],
        message:
          'Import tables from @/db/tables/<name>: db/schema.ts is the barrel for drizzle-kit.',
      },
    ],
  })),
].map(({ files, patterns }) => ({
  files,
  ignores: serverTests,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [relativeParents] }],
    },
  },
  ...webLayers,
  ...serverLayers,
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
