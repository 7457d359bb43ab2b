import type { LanguageDetectorModule } from 'i18next';
import {
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  isLanguageCode,
} from '@waymark/shared/languages';

const YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes): the cookie and the browser still say something.
    return null;
  }
}

function cookieLanguage(): string | null {
  const prefix = `${LANGUAGE_COOKIE_NAME}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/**
 * The visitor's language before anyone is signed in: what they chose here before (local
 * storage, then the cookie the server also reads to render landing pages in it), else the
 * browser's preferred languages. The choice is remembered in both places.
 *
 * Written out instead of i18next-browser-languagedetector: these three sources are all Waymark
 * reads, and the library's other eight sources cost the first page 2 KB of gzipped script
 * (`/` has a 150 KB budget).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const chosen = [storedLanguage(), cookieLanguage()].find(
      (value): value is string => value !== null && isLanguageCode(value),
    );
    if (chosen) return chosen;
    // i18next picks the first of these it supports ('pt-BR' counts as 'pt').
    return navigator.languages.length > 0 ? [...navigator.languages] : [navigator.language];
  },
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Blocked storage: the cookie below still carries the choice.
    }
    document.cookie = `${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(language)}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
  },
};
