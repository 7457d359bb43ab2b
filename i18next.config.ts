import { defineConfig } from 'i18next-cli';

/**
 * Key extraction for the web app: `npm run i18n:extract` collects every t() key from
 * apps/web/src into the English locale and lists new keys (empty) in the others.
 * packages/shared/src/i18n/catalogues.test.ts then fails until every language is translated.
 */
export default defineConfig({
  locales: ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ko', 'ar', 'hi', 'pt', 'ne', 'ru', 'tr'],
  extract: {
    input: ['apps/web/src/**/*.{ts,tsx}'],
    // The information pages' long texts (the `info` namespace) are written by hand: their keys
    // are built from content lists the extractor cannot follow. catalogues.test.ts checks them
    // like the extracted ones.
    ignore: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/features/{about,blog,faq,legal,pricing}/**',
      // ...and the extractor must leave their files alone.
      'apps/web/src/i18n/locales/*/info.json',
    ],
    // One file per language and namespace: `translation` loads first, `account` and `info`
    // with the routes that use them (see apps/web/src/i18n/setup.ts).
    output: 'apps/web/src/i18n/locales/{{language}}/{{namespace}}.json',
    defaultNS: 'translation',
    primaryLanguage: 'en',
    keySeparator: '.',
    nsSeparator: false,
    sort: true,
    indentation: 2,
    defaultValue: '',
    removeUnusedKeys: true,
    // The extractor writes English's plural forms (_one, _other) into every locale; the extra
    // forms other languages need (Arabic, Russian...) are added by hand and must survive.
    preservePatterns: ['*_zero', '*_two', '*_few', '*_many'],
  },
});
