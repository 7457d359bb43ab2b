import { describe, expect, it } from 'vitest';
import { languageCodes } from '@waymark/shared/languages';
import { formatDate, formatMoney, pageTexts } from '@/features/billing/sandbox-pages/texts';

// Keys, placeholders and plural forms of every language are the catalogue test's
// (packages/shared/src/i18n/catalogues.test.ts); this is how the pages read them.
describe('the sandbox pages’ texts', () => {
  it('are in every interface language', () => {
    const english = pageTexts('en');
    for (const code of languageCodes.filter((language) => language !== 'en')) {
      const texts = pageTexts(code);
      expect(texts.language).toBe(code);
      expect(texts.text('pay', { amount: '1' }), code).not.toBe(
        english.text('pay', { amount: '1' }),
      );
      expect(texts.text('expiredHeading'), code).not.toBe(english.text('expiredHeading'));
    }
  });

  it('fills placeholders and formats money and dates in the language', () => {
    const { text } = pageTexts('en');
    expect(text('pay', { amount: '$1' })).toBe('Pay $1');
    expect(text('returnTo', { product: 'W' })).toBe('Return to W');
    expect(text('card', { brand: 'Visa', last4: '4242', expiry: '03/2031' })).toBe(
      'Visa •••• 4242, expires 03/2031',
    );
    expect(pageTexts('de').text('pay', { amount: '10,00 $' })).toBe('10,00 $ bezahlen');
    expect(formatMoney(1000, 'USD', 'en')).toBe('$10.00');
    expect(formatMoney(10000, 'USD', 'en')).toBe('$100.00');
    expect(formatMoney(1000, 'USD', 'de')).toMatch(/^10,00\s\$$/);
    expect(formatDate('2031-03-05T12:00:00Z', 'en')).toBe('March 5, 2031');
    expect(formatDate('2031-03-05T12:00:00Z', 'de')).toBe('5. März 2031');
    expect(formatDate('2031-03-05T12:00:00Z', 'ja')).toBe('2031年3月5日');
  });
});
