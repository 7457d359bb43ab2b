import { textDirection, toLanguageCode } from '@waymark/shared/languages';

/** `lang` and `dir` on <html> follow the interface language, so Arabic lays out right to left. */
export function applyLanguageToDocument(language: string): void {
  const code = toLanguageCode(language);
  document.documentElement.lang = code;
  document.documentElement.dir = textDirection(code);
}
