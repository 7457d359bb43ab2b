import type { CardBrand } from './contracts';

/** Card networks keep their own names in every language; 'unknown' is worded by each side. */
export const cardBrandNames: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The network's name of a brand as stored, or null when it is not a network we name. */
export function knownCardBrandName(brand: string): string | null {
  return Object.hasOwn(cardBrandNames, brand)
    ? cardBrandNames[brand as keyof typeof cardBrandNames]
    : null;
}
