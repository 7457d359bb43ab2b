import type { CardBrand, TestCardBehaviour } from './contracts';

/**
 * Card-number handling for the sandbox card form. It runs in the browser only: the form derives
 * the brand, the last four digits and the Stripe test-card behaviour here and sends just those,
 * so a full card number never reaches our server.
 */

/** Stripe's documented test numbers whose behaviour is not "succeeds". */
export const stripeTestCards: Readonly<Record<string, TestCardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_authentication',
};

/** The number without the spaces and dashes people type. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function prefixBetween(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
}

/** The brand by issuer identification number ranges (ISO/IEC 7812 as the networks publish them). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (prefixBetween(digits, 2, 51, 55) || prefixBetween(digits, 4, 2221, 2720)) {
    return 'mastercard';
  }
  if (/^6011/.test(digits) || prefixBetween(digits, 3, 644, 649) || /^65/.test(digits)) {
    return 'discover';
  }
  if (prefixBetween(digits, 4, 3528, 3589)) return 'jcb';
  if (prefixBetween(digits, 3, 300, 305) || /^3[689]/.test(digits)) return 'diners';
  if (/^62/.test(digits) || /^81/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** How many digits a number of this brand has (the sandbox accepts 12–19 for unknown brands). */
export function expectedLengths(brand: CardBrand): readonly number[] {
  switch (brand) {
    case 'amex':
      return [15];
    case 'diners':
      return [14, 16, 19];
    case 'visa':
      return [13, 16, 19];
    case 'unknown':
      return [12, 13, 14, 15, 16, 17, 18, 19];
    case 'discover':
    case 'jcb':
    case 'mastercard':
    case 'unionpay':
      return [16, 17, 18, 19];
  }
}

export type CardNumberProblem = 'empty' | 'notDigits' | 'length' | 'luhn';

export type DerivedCard =
  | { ok: true; brand: CardBrand; last4: string; testCard: TestCardBehaviour }
  | { ok: false; problem: CardNumberProblem };

/**
 * Everything the sandbox needs to know about a typed card number. Stripe's test numbers behave
 * as on Stripe; any other number that passes the Luhn check succeeds.
 */
export function deriveCard(input: string): DerivedCard {
  const digits = normalizeCardNumber(input);
  if (digits.length === 0) return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'notDigits' };
  const brand = cardBrandOf(digits);
  if (!expectedLengths(brand).includes(digits.length)) return { ok: false, problem: 'length' };
  if (!passesLuhn(digits)) return { ok: false, problem: 'luhn' };
  return {
    ok: true,
    brand,
    last4: digits.slice(-4),
    testCard: stripeTestCards[digits] ?? 'succeeds',
  };
}

export type ExpiryProblem = 'format' | 'month' | 'past';

/**
 * Reads "MM/YY" (also "MM / YY", "MMYY" and "MM/YYYY"). A card is valid through the last day of
 * its expiry month.
 */
export function parseExpiry(
  input: string,
  now: Date,
): { ok: true; month: number; year: number } | { ok: false; problem: ExpiryProblem } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return { ok: false, problem: 'format' };
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return { ok: false, problem: 'month' };
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return { ok: false, problem: 'past' };
  }
  return { ok: true, month, year };
}
