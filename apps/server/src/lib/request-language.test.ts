import { describe, expect, it } from 'vitest';
import { requestLanguage } from '@/lib/request-language';

describe('requestLanguage', () => {
  it('prefers a supported i18next cookie over Accept-Language', () => {
    expect(requestLanguage('a=1; i18next=ja', 'ar')).toBe('ja');
    expect(requestLanguage('i18next=ar', 'fr-CH, fr;q=0.9')).toBe('ar');
  });

  it('falls back to Accept-Language when the cookie is missing, unsupported or malformed', () => {
    expect(requestLanguage('i18next=xx', 'fr-CH, ar;q=0.5')).toBe('fr');
    expect(requestLanguage('i18next=%E0%A4%A', 'de')).toBe('de');
    expect(requestLanguage('other=ja', 'sv, ko;q=0.8')).toBe('ko');
    expect(requestLanguage(undefined, ['es', 'en;q=0.5'])).toBe('es');
  });

  it('is English when nothing names a supported language', () => {
    expect(requestLanguage(undefined, 'sv, da;q=0.8')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage('', '')).toBe('en');
  });
});
