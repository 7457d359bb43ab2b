import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguageToDocument } from '@/i18n/document-language';

afterEach(() => applyLanguageToDocument('en'));

describe('applyLanguageToDocument', () => {
  it('sets lang and a right-to-left direction for Arabic', () => {
    applyLanguageToDocument('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('sets left to right for the other languages, regional tags included', () => {
    applyLanguageToDocument('pt-BR');
    expect(document.documentElement.lang).toBe('pt');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
