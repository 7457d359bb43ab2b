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

// Server code rests on floors, each importing only those below it (docs/ARCHITECTURE.md):
//   errors, logger, config -> db, lib, i18n -> plugins, jobs, realtime, seed -> capabilities/<name>
//   -> access -> features/<name> -> the composition roots (app.ts, api-routes.ts, server.ts,
//   main.ts). access/ is who is calling and what each route allows (issue 28).
// A capability is what features share (accounts, mail, files, the webhook outbox…); a feature
// is routes and what only they use. Features never import one another, so each can change
// alone; what two features need goes down into a capability. Checked for static imports,
// `import type`, re-exports and dynamic `import()` alike (tests excluded).
const serverSrc = 'apps/server/src';
const serverFeatures = readdirSync(new URL(`./${serverSrc}/features`, import.meta.url));
const serverTests = [`${serverSrc}/**/*.test.ts`, `${serverSrc}/**/test/**`];
const serverRoots = ['@/app', '@/api-routes', '@/server', '@/main'];
// esquery's regex literals cannot hold a slash: \x2F is one.
const dynamicImportOf = (pattern, message) => ({
  selector: `ImportExpression[source.value=/${pattern.replaceAll('/', '\\x2F')}/]`,
  message,
});
const rootsRule = {
  group: serverRoots,
  message: 'Only the composition roots wire features together: nothing imports them.',
};
const noFeatures = 'must not import features: move what both need into a capability.';
const serverLayers = [
  {
    files: [`${serverSrc}/{db,lib,i18n,config,plugins,jobs,realtime,seed}/**/*.ts`],
    patterns: [
      relativeParents,
      rootsRule,
      { group: ['@/features/**'], message: `Floors ${noFeatures}` },
      {
        group: ['@/capabilities/**', '@/access/**'],
        message:
          'Floors must not import capabilities or access: they stand on the floors, not under them.',
      },
    ],
    dynamic: [
      dynamicImportOf(
        '^@/(features|capabilities|access)/',
        'Floors import no feature, capability or access module.',
      ),
    ],
  },
  {
    files: [`${serverSrc}/capabilities/**/*.ts`],
    patterns: [
      relativeParents,
      rootsRule,
      { group: ['@/features/**'], message: `Capabilities ${noFeatures}` },
      {
        group: ['@/access/**'],
        message: 'Capabilities must not import access: the access step stands on them.',
      },
    ],
    dynamic: [dynamicImportOf('^@/(features|access)/', `Capabilities ${noFeatures}`)],
  },
  {
    files: [`${serverSrc}/access/**/*.ts`],
    patterns: [
      relativeParents,
      rootsRule,
      { group: ['@/features/**'], message: `The access step ${noFeatures}` },
    ],
    dynamic: [dynamicImportOf('^@/', 'The access step is one plugin with plain imports.')],
  },
  ...serverFeatures.map((feature) => {
    const layer = (files, allowed = []) => ({
      files,
      patterns: [
        relativeParents,
        rootsRule,
        {
          group: [
            '@/features/*/**',
            `!@/features/${feature}/**`,
            ...allowed.map((module) => `!@/features/${module}`),
          ],
          message: `Features must not import one another: move what ${feature} needs into a capability.`,
        },
        {
          group: ['@/db/schema'],
          message:
            'Import tables from @/db/tables/<name>: db/schema.ts is the barrel for drizzle-kit.',
        },
      ],
      dynamic: [
        dynamicImportOf(
          `^@/features/(?!${[`${feature}/`, ...allowed.map((module) => `${module}$`)].join('|')})`,
          `Features must not import one another, dynamically either: move what ${feature} needs into a capability.`,
        ),
      ],
    });
    return layer([`${serverSrc}/features/${feature}/**/*.ts`]);
  }),
].map(({ files, patterns, dynamic }) => ({
  files,
  ignores: serverTests,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...dynamic],
  },
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
