import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type FormatterModule } from 'i18next';
import { numberFormatter } from '@waymark/shared/i18n/number-formatter';
import { FALLBACK_LANGUAGE, languageCodes, type LanguageCode } from '@waymark/shared/languages';
import { packageRoot } from '@/package-root';

/**
 * The server's texts, in the web app's format: i18next JSON, one file per language and
 * namespace (`locales/<lang>/<namespace>.json`), `{{name}}` placeholders and plural keys
 * (`_one`, `_other`… as each language's rules need). `mail` holds the mails, `sandbox` the
 * sandbox payment pages. The catalogue test in packages/shared checks them with the web's.
 */
export type Namespace = 'mail' | 'sandbox';

/** Read at run time from the package folder, like the migrations: src/ and dist/ both find it. */
export const localesDir = path.join(packageRoot, 'src', 'i18n', 'locales');

/** Values filled into a text; `count` also picks its plural form. */
export type TextValues = Readonly<Record<string, string | number>>;

/** One language's texts of one namespace: the text of `key`, its placeholders filled. */
export type Translate<Key extends string = string> = (key: Key, values?: TextValues) => string;

/**
 * Every number filled into a text is written for the language ("1,000", "1.000"), like the web
 * app's texts: i18next hands each value to this formatter (`alwaysFormat`).
 */
const localeNumbers: FormatterModule = numberFormatter(
  (language) => new Intl.NumberFormat(language),
);

const i18n = i18next.createInstance().use(localeNumbers);
// Synchronous: every namespace is read from disk the first time it is asked for.
void i18n.init({
  initAsync: false,
  resources: {},
  ns: [],
  supportedLngs: [...languageCodes],
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: {
    // Mails and pages escape what they put into HTML; the plain-text part wants raw text.
    escapeValue: false,
    alwaysFormat: true,
  },
});

function loadNamespace(namespace: Namespace): void {
  for (const language of languageCodes) {
    if (i18n.hasResourceBundle(language, namespace)) continue;
    const file = path.join(localesDir, language, `${namespace}.json`);
    const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    i18n.addResourceBundle(language, namespace, texts);
  }
}

/** The texts of `namespace` in `language` (each namespace is read from disk once). */
export function translator<Key extends string>(
  language: LanguageCode,
  namespace: Namespace,
): Translate<Key> {
  loadNamespace(namespace);
  const t = i18n.getFixedT(language, namespace);
  return (key, values = {}) => String(t(key, values));
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/**
 * The keys of a catalogue, as `t` takes them: nested groups joined by dots, plural forms under
 * their base key. Typed from the English file, so a key no catalogue has fails `tsc`.
 */
export type KeysOf<Catalogue, Prefix extends string = ''> = {
  [K in keyof Catalogue & string]: Catalogue[K] extends string
    ? `${Prefix}${WithoutPluralForm<K>}`
    : KeysOf<Catalogue[K], `${Prefix}${K}.`>;
}[keyof Catalogue & string];
