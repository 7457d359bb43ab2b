import { KeyRound, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@waymark/shared/factors';

/** Radio choice between verified factors, when there is more than one. */
export function FactorChoice({
  factors,
  chosen,
  onChoose,
}: {
  factors: Factor[];
  chosen: Factor;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('auth.secondFactor.chooseFactor')}</legend>
      {factors.map((factor) => {
        const Icon = factor.factor_type === 'phone' ? Smartphone : KeyRound;
        return (
          <label
            key={factor.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              type="radio"
              name="factor"
              value={factor.id}
              checked={factor.id === chosen.id}
              onChange={() => onChoose(factor.id)}
              className="accent-brand"
            />
            <Icon aria-hidden="true" className="size-4 text-muted" />
            <span className="min-w-0 flex-1 truncate">
              {factor.friendly_name}
              {factor.phone ? (
                <span dir="ltr" className="ms-2 text-muted">
                  {factor.phone}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
