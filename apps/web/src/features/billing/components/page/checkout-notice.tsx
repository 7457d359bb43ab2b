import { CheckCircle2, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Back from a checkout or the portal with ?checkout=success|canceled. */
export function CheckoutNotice() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const result = params.get('checkout');
  if (result !== 'success' && result !== 'canceled') return null;
  const isSuccess = result === 'success';
  const Icon = isSuccess ? CheckCircle2 : Info;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-line bg-raised px-4 py-3 text-sm"
    >
      <Icon
        aria-hidden="true"
        className={isSuccess ? 'size-5 text-success-text' : 'size-5 text-info'}
      />
      {isSuccess ? t('page.checkoutSuccess') : t('page.checkoutCanceled')}
    </p>
  );
}
