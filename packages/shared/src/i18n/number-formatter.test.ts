import { describe, expect, it } from 'vitest';
import { numberFormatter } from './number-formatter';

describe('the number formatter of translated texts', () => {
  it('writes numbers with the format made for the language, once per language', () => {
    const made: string[] = [];
    const formatter = numberFormatter((language) => {
      made.push(language);
      return new Intl.NumberFormat(language);
    });
    expect(formatter.format(1234.5, undefined, 'en')).toBe('1,234.5');
    expect(formatter.format(1234.5, undefined, 'de')).toBe('1.234,5');
    expect(formatter.format(7, undefined, 'en')).toBe('7');
    expect(made).toEqual(['en', 'de']);
  });

  it('gives back anything but a number as it came', () => {
    const formatter = numberFormatter((language) => new Intl.NumberFormat(language));
    expect(formatter.format('Ada', undefined, 'en')).toBe('Ada');
    expect(formatter.format('1234', undefined, 'en')).toBe('1234');
    expect(formatter.format(1234, undefined, undefined)).toBe(1234);
  });
});
