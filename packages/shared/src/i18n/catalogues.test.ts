import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../languages';

type Texts = Record<string, unknown>;

/**
 * Every translation catalogue of the repository, in one format and held to one set of rules:
 * i18next JSON, one file per language and namespace (`<lang>/<namespace>.json`). The web app's
 * (`translation` loads with the app, the other namespaces with their routes) and the server's
 * (`mail` for the mails, `sandbox` for the sandbox payment pages). A namespace is a file of the
 * English folder; every language must have the same files.
 */
const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const catalogues = [
  { name: 'web', folder: 'apps/web/src/i18n/locales' },
  { name: 'server', folder: 'apps/server/src/i18n/locales' },
].map(({ name, folder }) => {
  const root = path.join(repository, folder);
  const namespaces = readdirSync(path.join(root, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  const read = (language: string, namespace: string): Texts =>
    JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Texts;
  return { name, root, namespaces, read };
});

function flatten(tree: Texts, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') flat[path] = value;
    else if (typeof value === 'object' && value !== null) {
      Object.assign(flat, flatten(value as Texts, `${path}.`));
    } else throw new Error(`"${path}" is neither text nor a group`);
  }
  return flat;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Brand and technical words that stay the same in every language. */
const SAME_IN_EVERY_LANGUAGE = [
  'Waymark',
  'Pro',
  'OK',
  'Email',
  'Blog',
  'FAQ',
  'Impressum',
  'Cookies',
  'WebSocket',
  'IndexedDB',
  'fetch',
  'px',
];
const MAX_UNTRANSLATED_SHARE = 0.02;

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '').sort();
}

/** True when a value still has words after removing placeholders and brand words. */
function hasTranslatableWords(text: string): boolean {
  let rest = text.replace(/{{[^}]*}}/g, ' ');
  for (const word of SAME_IN_EVERY_LANGUAGE) rest = rest.replaceAll(word, ' ');
  return /\p{L}{2,}/u.test(rest);
}

describe.each(catalogues)('the $name catalogue', ({ root, namespaces, read }) => {
  it('has a folder for every supported language and no other, each with every namespace', () => {
    const languages = readdirSync(root).sort();
    expect(languages).toEqual([...languageCodes].sort());
    for (const language of languages) {
      const files = readdirSync(path.join(root, language))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files, language).toEqual(namespaces);
    }
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = flatten(read('en', namespace));
    const pluralBases = new Set(
      Object.keys(english)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );

    /** Keys a language must have: every English key, plus the plural forms its own rules use. */
    function requiredKeys(language: string): string[] {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const ownPluralForms = [...pluralBases].flatMap((base) =>
        categories.map((category) => `${base}_${category}`),
      );
      return [...new Set([...Object.keys(english), ...ownPluralForms])].sort();
    }

    describe.each(languageCodes.filter((code) => code !== 'en'))('locale %s', (language) => {
      const bundle = flatten(read(language, namespace));

      it('has every key, none of them empty', () => {
        const missing = requiredKeys(language).filter((key) => !bundle[key]?.trim());
        expect(missing).toEqual([]);
      });

      it('has no keys beyond English and its own plural forms', () => {
        const known = new Set(requiredKeys(language));
        const stray = Object.keys(bundle).filter((key) => !known.has(key));
        expect(stray).toEqual([]);
      });

      it('uses the same interpolation variables as English', () => {
        const mismatches = Object.entries(bundle).flatMap(([key, value]) => {
          const base = key.replace(PLURAL_SUFFIX, '');
          const isPlural = pluralBases.has(base);
          const reference = english[isPlural ? `${base}_other` : key];
          if (reference === undefined) return [];
          const expected = variables(reference);
          const actual = variables(value);
          // A plural form may leave the number out ("zero cheers", "ساعتين"), but never add a
          // variable.
          const isFine =
            isPlural && !key.endsWith('_other')
              ? actual.every((name) => expected.includes(name))
              : actual.join() === expected.join();
          return isFine ? [] : [{ key, expected, actual }];
        });
        expect(mismatches).toEqual([]);
      });
    });
  });

  // The share is per locale, over every namespace: a small namespace with one word that really
  // is the same in both languages ('Error' in Spanish) says nothing about a missed translation.
  describe.each(languageCodes.filter((code) => code !== 'en'))('locale %s overall', (language) => {
    const texts = (code: string) =>
      Object.fromEntries(
        namespaces.flatMap((namespace) =>
          Object.entries(flatten(read(code, namespace))).map(([key, value]) => [
            `${namespace}:${key}`,
            value,
          ]),
        ),
      ) as Record<string, string>;
    const english = texts('en');
    const bundle = texts(language);

    it('translates at least 98% of the texts', () => {
      const keys = Object.keys(english);
      const untranslated = keys.filter(
        (key) => bundle[key] === english[key] && hasTranslatableWords(english[key] ?? ''),
      );
      expect(
        untranslated.length / keys.length,
        `same as English: ${untranslated.join(', ')}`,
      ).toBeLessThanOrEqual(MAX_UNTRANSLATED_SHARE);
    });
  });
});

describe('the English texts', () => {
  const [web] = catalogues;
  const english = flatten(web?.read('en', 'translation') ?? {});

  it('keep the texts of the spec verbatim', () => {
    expect(english).toMatchObject({
      'startup.connecting': 'Connecting to database...',
      'startup.errorTitle': 'Connection Error',
      'startup.retryConnection': 'Retry Connection',
      'startup.tryAgain': 'Try Again',
      'fallback.loading': 'Loading...',
      'fallback.checkingAuth': 'Checking authentication...',
      'errorBoundary.title': 'Something went wrong',
      'errorBoundary.refresh': 'Refresh Page',
      'feedback.label': 'Provide Feedback',
      'common.error': 'Error!',
    });
  });
});
