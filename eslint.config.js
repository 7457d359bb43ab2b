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
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
