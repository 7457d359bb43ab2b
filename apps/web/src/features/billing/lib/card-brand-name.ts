import type { TFunction } from 'i18next';
import { cardBrandNames } from '@waymark/shared/billing/card-brand-names';
import type { CardBrand } from '@waymark/shared/billing/contracts';

/** Networks keep their own names in every language; an unknown one is just "Card". */
export function cardBrandName(brand: CardBrand, t: TFunction<'billing'>): string {
  return brand === 'unknown' ? t('cards.unknownBrand', { ns: 'billing' }) : cardBrandNames[brand];
}
