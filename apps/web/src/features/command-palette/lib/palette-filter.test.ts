import { describe, expect, it } from 'vitest';
import { foldForSearch, paletteFilter } from '@/features/command-palette/lib/palette-filter';

const matches = (search: string, ...keywords: string[]) =>
  paletteFilter('journey:11111111-1111-4111-8111-111111111111', search, keywords) > 0;

describe('paletteFilter', () => {
  it('finds an entry by the letters of its label, in order', () => {
    expect(matches('lis', 'Weekend in Lisbon')).toBe(true);
    expect(matches('wkd lis', 'Weekend in Lisbon')).toBe(true);
    expect(matches('paris', 'Weekend in Lisbon')).toBe(false);
  });

  it('ignores case and accents', () => {
    expect(matches('CAFE', 'Café crawl')).toBe(true);
    expect(matches('sécurité', 'Securite')).toBe(true);
  });

  it('finds an Arabic title whether or not the query is vowelled', () => {
    expect(matches('مدرسة', 'مَدْرَسَة الصيف')).toBe(true);
    expect(matches('مَدْرَسَة', 'مدرسة الصيف')).toBe(true);
  });

  it('finds an entry by its extra keywords, such as a username', () => {
    expect(matches('grace_h', 'Grace Hopper', 'grace_hopper')).toBe(true);
  });

  it('never matches the letters of the id', () => {
    expect(matches('1111', 'Weekend in Lisbon')).toBe(false);
  });

  it('keeps everything while the search is empty', () => {
    expect(matches('', 'Anything')).toBe(true);
    expect(matches('   ', 'Anything')).toBe(true);
  });

  it('ranks a label that starts with the query above one that only contains its letters', () => {
    const starts = paletteFilter('a', 'jour', ['Journeys']);
    const scattered = paletteFilter('b', 'jour', ['Go to the dashboard: your overview']);
    expect(starts).toBeGreaterThan(scattered);
  });
});

describe('foldForSearch', () => {
  it('keeps marks that change the word (Devanagari vowels, Japanese voicing) and Hangul whole', () => {
    for (const word of ['सूचनाएँ', 'ガイド', '프로필']) {
      expect(foldForSearch(word)).toBe(word.normalize('NFC'));
    }
  });
});
