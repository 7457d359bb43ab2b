import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from '@/i18n/language-detector';

const detect = () => languageDetector.detect() as string | string[];

afterEach(() => {
  localStorage.clear();
  document.cookie = 'i18next=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('languageDetector', () => {
  it('prefers the language chosen here before (storage), then the cookie', () => {
    document.cookie = 'i18next=de; path=/';
    expect(detect()).toBe('de');
    localStorage.setItem('i18nextLng', 'ar');
    expect(detect()).toBe('ar');
  });

  it('ignores a stored value that is not a supported language', () => {
    localStorage.setItem('i18nextLng', 'xx');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'pt-BR']);
    expect(detect()).toEqual(['it-IT', 'pt-BR']);
  });

  it('remembers a choice in storage and in the cookie the server reads', () => {
    languageDetector.cacheUserLanguage!('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.cookie).toContain('i18next=fr');
  });
});
