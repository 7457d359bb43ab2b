import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';

/** "Step 2 of 4" for screen readers, a row of bars for the eye. */
export function StepIndicator({ step, count }: { step: number; count: number }) {
  const { t } = useTranslation('account');
  return (
    <div>
      <p className="text-sm font-medium text-brand-text">
        {t('onboarding.stepOf', { step: step + 1, count })}
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={cx('h-1.5 flex-1 rounded-full', index <= step ? 'bg-brand' : 'bg-line')}
          />
        ))}
      </div>
    </div>
  );
}
