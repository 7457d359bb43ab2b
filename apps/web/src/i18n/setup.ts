import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  languageCodes,
} from '@waymark/shared/languages';
import { applyLanguageToDocument } from '@/i18n/document-language';

export const i18n = i18next.createInstance();

/**
 * The long texts of the information pages (about, FAQ, pricing, blog, legal) live in their own
 * namespace and files, so the first load of every other page does not carry them. Their routes
 * load it before rendering (`loadInfoTexts`); later language switches reload it with the rest.
 */
export const INFO_NAMESPACE = 'info';

export async function loadInfoTexts(): Promise<void> {
  // The router may start loading a route's module before i18next has picked the language;
  // loading then would fetch nothing and the page would render its keys.
  if (!i18n.isInitialized) {
    await new Promise<void>((resolve) => {
      i18n.on('initialized', () => resolve());
    });
  }
  await i18n.loadNamespaces(INFO_NAMESPACE);
}

/**
 * Every locale is complete (locales.test.ts enforces it), so a supported language needs no
 * fallback bundle: only the active language's JSON is downloaded. English stays the fallback
 * for languages we do not support.
 */
const fallbackLng = Object.fromEntries([
  ['default', [FALLBACK_LANGUAGE]],
  ...languageCodes.map((code) => [code, []]),
]) as Record<string, string[]>;

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyLanguageToDocument);
  return i18n
    .use(LanguageDetector)
    .use(
      // Each locale file holds its namespaces ({ translation: {...} }), as the extractor writes them.
      resourcesToBackend(async (language: string, namespace: string) => {
        const { default: bundle } = (await (namespace === INFO_NAMESPACE
          ? import(`./locales/info/${language}.json`)
          : import(`./locales/${language}.json`))) as { default: Record<string, unknown> };
        return bundle[namespace];
      }),
    )
    .use(initReactI18next)
    .init({
      supportedLngs: [...languageCodes],
      fallbackLng,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'cookie', 'navigator'],
        caches: ['localStorage', 'cookie'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_COOKIE_NAME,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      // Rendering waits for init (see main.tsx); later language switches load the bundle
      // before they apply, so components never need to suspend.
      react: { useSuspense: false },
    });
}
