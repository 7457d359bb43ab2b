/** Interface languages of spec §9, in the order the language menu lists them. */
export const languages = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'zh', nativeName: '中文', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'ne', nativeName: 'नेपाली', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
] as const satisfies readonly { code: string; nativeName: string; dir: 'ltr' | 'rtl' }[];

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export type TextDirection = Language['dir'];

export const languageCodes: readonly LanguageCode[] = languages.map((language) => language.code);

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Stored preference keys of spec §9: localStorage first, then the cookie. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE_NAME = 'i18next';

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag such as 'pt-BR' to a supported language, else the fallback. */
export function toLanguageCode(tag: string | null | undefined): LanguageCode {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguageCode(base) ? base : FALLBACK_LANGUAGE;
}

export function textDirection(code: string): TextDirection {
  return languages.find((language) => language.code === toLanguageCode(code))?.dir ?? 'ltr';
}

/**
 * The best supported language of an Accept-Language header ('fr-CH, fr;q=0.9, en;q=0.8'),
 * by quality then order; the fallback when none is supported.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): LanguageCode {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, order };
    })
    .filter((entry) => entry.q > 0 && isLanguageCode(entry.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const best = ranked[0]?.base;
  return best !== undefined && isLanguageCode(best) ? best : FALLBACK_LANGUAGE;
}
