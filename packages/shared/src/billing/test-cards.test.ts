import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, deriveCard, parseExpiry, passesLuhn } from './test-cards';

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

describe('deriving a card from its number in the browser', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', '4242', 'succeeds'],
    ['4000 0000 0000 0002', 'visa', '0002', 'declined'],
    ['4000-0000-0000-9995', 'visa', '9995', 'insufficient_funds'],
    ['4000002500003155', 'visa', '3155', 'requires_authentication'],
    ['5555 5555 5555 4444', 'mastercard', '4444', 'succeeds'],
    ['2223 0031 2200 3222', 'mastercard', '3222', 'succeeds'],
    ['3782 822463 10005', 'amex', '0005', 'succeeds'],
    ['6011 1111 1111 1117', 'discover', '1117', 'succeeds'],
    ['3056 9300 0902 0004', 'diners', '0004', 'succeeds'],
    ['3566 0020 2036 0505', 'jcb', '0505', 'succeeds'],
    ['6200 0000 0000 0005', 'unionpay', '0005', 'succeeds'],
  ])('%s is %s ending %s and %s', (number, brand, last4, testCard) => {
    expect(deriveCard(number)).toEqual({ ok: true, brand, last4, testCard });
  });

  it('refuses empty, non-digit, wrong-length and Luhn-failing numbers', () => {
    expect(deriveCard('')).toEqual({ ok: false, problem: 'empty' });
    expect(deriveCard('4242 abcd 4242 4242')).toEqual({ ok: false, problem: 'notDigits' });
    expect(deriveCard('4242 4242 4242')).toEqual({ ok: false, problem: 'length' });
    expect(deriveCard('4242 4242 4242 4241')).toEqual({ ok: false, problem: 'luhn' });
    expect(deriveCard('3782 822463 1000')).toEqual({ ok: false, problem: 'length' });
  });

  it('property: any Luhn-valid 16-digit Visa number succeeds, keeping only the last four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4[0-9]{14}$/), (body) => {
        const number = withCheckDigit(body);
        const derived = deriveCard(number);
        const special = ['4000000000000002', '4000000000009995', '4000002500003155'];
        if (special.includes(number)) return;
        expect(derived).toEqual({
          ok: true,
          brand: 'visa',
          last4: number.slice(-4),
          testCard: 'succeeds',
        });
      }),
    );
  });

  it('property: changing one digit of a valid number breaks the Luhn check', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{15}$/),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const number = withCheckDigit(body);
          const changed = (Number(number[position]) + delta) % 10;
          const broken = `${number.slice(0, position)}${changed}${number.slice(position + 1)}`;
          expect(passesLuhn(broken)).toBe(false);
        },
      ),
    );
  });

  it('knows the brands by their number ranges', () => {
    expect(cardBrandOf('2720990000000000')).toBe('mastercard');
    expect(cardBrandOf('2721000000000000')).toBe('unknown');
    expect(cardBrandOf('6440000000000000')).toBe('discover');
    expect(cardBrandOf('3528000000000000')).toBe('jcb');
    expect(cardBrandOf('9999000000000000')).toBe('unknown');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('reads MM/YY, MMYY and MM/YYYY and keeps this month valid', () => {
    expect(parseExpiry('12/29', now)).toEqual({ ok: true, month: 12, year: 2029 });
    expect(parseExpiry('0430', now)).toEqual({ ok: true, month: 4, year: 2030 });
    expect(parseExpiry('11 / 2026', now)).toEqual({ ok: true, month: 11, year: 2026 });
  });
  it('refuses past months, month 13 and garbage', () => {
    expect(parseExpiry('10/26', now)).toEqual({ ok: false, problem: 'past' });
    expect(parseExpiry('13/30', now)).toEqual({ ok: false, problem: 'month' });
    expect(parseExpiry('soon', now)).toEqual({ ok: false, problem: 'format' });
  });
});
