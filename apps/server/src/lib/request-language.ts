import {
  LANGUAGE_COOKIE_NAME,
  isLanguageCode,
  languageFromAcceptLanguage,
  type LanguageCode,
} from '@waymark/shared/languages';

/**
 * The language the visitor most likely reads: the web app's i18next cookie (set when they choose
 * one), else the best supported language of Accept-Language, else English.
 */
export function requestLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | string[] | undefined,
): LanguageCode {
  const stored = readCookie(cookieHeader, LANGUAGE_COOKIE_NAME);
  if (stored && isLanguageCode(stored)) return stored;
  return languageFromAcceptLanguage(
    Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
  );
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
