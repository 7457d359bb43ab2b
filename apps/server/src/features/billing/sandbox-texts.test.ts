import { describe, expect, it } from 'vitest';
import { languageCodes } from '@waymark/shared/languages';
import {
  fillText,
  formatDate,
  formatMoney,
  placeholdersOf,
  sandboxTexts,
  type SandboxTextKey,
} from '@/features/billing/sandbox-texts';

const keys = Object.keys(sandboxTexts.en) as SandboxTextKey[];

describe('the sandbox pages’ texts', () => {
  it('has all 13 interface languages', () => {
    expect(Object.keys(sandboxTexts).sort()).toEqual([...languageCodes].sort());
  });

  it.each(languageCodes)(
    '%s: a non-empty text for every key, with the placeholders of English',
    (code) => {
      const texts: Record<string, string> = sandboxTexts[code];
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = texts[key];
        expect(text?.trim(), `${code}.${key}`).toBeTruthy();
        expect(placeholdersOf(text ?? '').sort(), `${code}.${key}`).toEqual(
          placeholdersOf(sandboxTexts.en[key]).sort(),
        );
      }
    },
  );

  it('translates every text but the brand-like ones', () => {
    for (const code of languageCodes.filter((language) => language !== 'en')) {
      expect(sandboxTexts[code].pay, code).not.toBe(sandboxTexts.en.pay);
      expect(sandboxTexts[code].expiredHeading, code).not.toBe(sandboxTexts.en.expiredHeading);
    }
  });

  it('fills placeholders and formats money and dates in the language', () => {
    expect(fillText('Pay {amount} for {product}', { amount: '$1', product: 'W' })).toBe(
      'Pay $1 for W',
    );
    expect(fillText('{unknown} stays')).toBe('{unknown} stays');
    expect(formatMoney(1000, 'USD', 'en')).toBe('$10.00');
    expect(formatMoney(10000, 'USD', 'en')).toBe('$100.00');
    expect(formatMoney(1000, 'USD', 'de')).toMatch(/^10,00\s\$$/);
    expect(formatDate('2031-03-05T12:00:00Z', 'en')).toBe('March 5, 2031');
    expect(formatDate('2031-03-05T12:00:00Z', 'de')).toBe('5. März 2031');
    expect(formatDate('2031-03-05T12:00:00Z', 'ja')).toBe('2031年3月5日');
  });
});
