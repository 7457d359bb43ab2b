import { describe, expect, it } from 'vitest';
import { prefixTsQuery, searchWords } from './search-words';

describe('search words', () => {
  it('keeps letters and digits of any script, lower-cased', () => {
    expect(searchWords('Learn  Spanish, 2026!')).toEqual(['learn', 'spanish', '2026']);
    expect(searchWords('تعلم الإسبانية')).toEqual(['تعلم', 'الإسبانية']);
    expect(searchWords('日本語 हिन्दी')).toEqual(['日本語', 'हिन्दी']);
  });

  it('never lets tsquery syntax through', () => {
    expect(prefixTsQuery("spa:* & !x | (y) <-> 'z'")).toBe('spa:* & x:* & y:* & z:*');
    expect(prefixTsQuery('&&& !!')).toBeNull();
  });

  it('bounds the number and length of words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(40);
  });
});
