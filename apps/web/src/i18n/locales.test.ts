import { describe, expect, it } from 'vitest';
import { languageCodes } from '@waymark/shared/languages';

type Texts = Record<string, unknown>;

/**
 * One file per language and namespace (`locales/<lang>/<namespace>.json`): `translation` loads
 * with the app, `account` with the sign-in, profile and settings screens, `diagnostics` with the
 * test pages, `info` with the information pages. Every namespace is held to the same rules.
 */
const allFiles = import.meta.glob<Texts>('./locales/*/*.json', { eager: true, import: 'default' });
const fileSets = [
  'translation',
  'account',
  'diagnostics',
  'info',
  'billing',
  'journeys',
  'workspace',
  'social',
  'palette',
  'leaderboard',
  'developer',
  'notifications',
  'chat',
  'insights',
  'community',
].map((namespace) => ({
  namespace,
  files: Object.fromEntries(
    Object.entries(allFiles).filter(([file]) => file.endsWith(`/${namespace}.json`)),
  ),
  path: (language: string) => `./locales/${language}/${namespace}.json`,
}));

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') flat[path] = value;
    else if (typeof value === 'object' && value !== null) {
      Object.assign(flat, flatten(value as Record<string, unknown>, `${path}.`));
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

describe.each(fileSets)('namespace $namespace', ({ namespace, files, path }) => {
  function bundleFor(language: string): Record<string, string> {
    const tree = files[path(language)];
    if (!tree) throw new Error(`No "${namespace}" texts in ${path(language)}`);
    return flatten(tree);
  }

  const english = bundleFor('en');
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
    const bundle = bundleFor(language);

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
        // A plural form may leave the number out ("zero cheers"), but never add a variable.
        const isFine =
          isPlural && !key.endsWith('_other')
            ? actual.every((name) => expected.includes(name))
            : actual.join() === expected.join();
        return isFine ? [] : [{ key, expected, actual }];
      });
      expect(mismatches).toEqual([]);
    });
  });

  it('has a locale file for every supported language and no other', () => {
    const languages = Object.keys(files).map((file) => /^\.\/locales\/(\w+)\//.exec(file)?.[1]);
    expect(languages.sort()).toEqual([...languageCodes].sort());
  });
});

// The share is per locale, over every namespace: a small namespace with one word that really is
// the same in both languages ('Error' in Spanish) says nothing about a missed translation.
describe.each(languageCodes.filter((code) => code !== 'en'))('locale %s overall', (language) => {
  const texts = (code: string) =>
    Object.fromEntries(
      fileSets.flatMap(({ namespace, files, path }) =>
        Object.entries(flatten(files[path(code)] ?? {})).map(([key, value]) => [
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

describe('English locale', () => {
  const [translationFiles] = fileSets;
  const english = flatten(translationFiles?.files['./locales/en/translation.json'] ?? {});

  it('keeps the texts of the spec verbatim', () => {
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
