import type { TFunction } from 'i18next';
import type { CardBrand } from '@waymark/shared/billing/contracts';

const brandNames: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Networks keep their own names in every language; an unknown one is just "Card". */
export function cardBrandName(brand: CardBrand, t: TFunction<'billing'>): string {
  return brand === 'unknown' ? t('cards.unknownBrand', { ns: 'billing' }) : brandNames[brand];
}
