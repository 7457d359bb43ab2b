import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@waymark/shared/billing/contracts';
import { defaultMethodOf } from '@/features/billing/api/get-payment-methods';
import { cardBrandName } from '@/features/billing/lib/card-brand-name';
import { Pill } from '@/ui/pill';

/** Saved cards with a 'Default' badge on the flagged one, else the first (spec §5). */
export function SavedCardList({
  methods,
  actions,
}: {
  methods: readonly PaymentMethod[];
  /** Buttons shown beside each card (the /billing page's set-default and remove). */
  actions?: (method: PaymentMethod, isDefault: boolean) => ReactNode;
}) {
  const { t } = useTranslation('billing');
  const defaultId = defaultMethodOf(methods)?.id;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {methods.map((method) => {
        const isDefault = method.id === defaultId;
        return (
          <li key={method.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <CreditCard aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">
                {t('cards.ending', {
                  brand: cardBrandName(method.card_brand, t),
                  last4: method.card_last_four,
                })}
              </p>
              <p className="text-xs text-muted">
                {t('cards.expires', {
                  month: String(method.exp_month).padStart(2, '0'),
                  year: method.exp_year,
                })}
              </p>
            </div>
            {isDefault ? (
              <Pill size="md" className="bg-brand-soft text-brand-text">
                {t('cards.default')}
              </Pill>
            ) : null}
            {actions?.(method, isDefault)}
          </li>
        );
      })}
    </ul>
  );
}
