import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  languageFromAcceptLanguage,
  languageCodes,
  languages,
  textDirection,
  toLanguageCode,
} from './languages';

describe('languages', () => {
  it('lists the 13 languages of the spec once each', () => {
    expect([...languageCodes].sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'hi', 'ja', 'ko', 'ne', 'pt', 'ru', 'tr', 'zh'].sort(),
    );
    expect(new Set(languages.map((language) => language.nativeName)).size).toBe(languages.length);
  });

  it('falls back to English', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(toLanguageCode('sv')).toBe('en');
    expect(toLanguageCode(undefined)).toBe('en');
  });

  it('maps regional tags to their language', () => {
    expect(toLanguageCode('pt-BR')).toBe('pt');
    expect(toLanguageCode('zh_Hant_TW')).toBe('zh');
    expect(toLanguageCode('AR')).toBe('ar');
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(languages.filter((language) => language.dir === 'rtl').map((l) => l.code)).toEqual([
      'ar',
    ]);
    expect(textDirection('ne')).toBe('ltr');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['xx, de;q=0.5, es;q=0.7', 'es'],
    ['pt-BR', 'pt'],
    ['sv, da', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['ja;q=0, ko', 'ko'],
  ])('maps %j to %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
