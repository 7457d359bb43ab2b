import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRICE_LOOKUP_KEY, type PaymentMethod } from '@waymark/shared/billing/contracts';
import { useCreateSubscription } from '@/features/billing/api/create-subscription';
import { errorReason } from '@/features/billing/lib/error-reason';
import { newIdempotencyKey } from '@/features/billing/lib/idempotency-key';
import { usePlanPrice } from '@/features/billing/lib/use-plan-price';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

/**
 * 'Subscribe Now - $10/month' (spec §2): the monthly plan on the default card, with the days left
 * in grace as trial days. One idempotency key per attempt, so a double click or a retried request
 * makes one subscription; busy, it says 'Subscribing...' and takes no second click.
 */
export function SubscribeButton({
  method,
  trialDays,
  onNeedsCard,
  onSubscribed,
}: {
  method: PaymentMethod | undefined;
  trialDays: number;
  onNeedsCard: () => void;
  onSubscribed: () => void;
}) {
  const { t } = useTranslation('billing');
  const productName = useProductName();
  const planPrice = usePlanPrice();
  const subscribe = useCreateSubscription();
  const attemptKey = useRef<string | null>(null);
  // Also said under the button: in a modal dialog the toast area sits behind the backdrop.
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    if (subscribe.isPending) return;
    if (!method) {
      onNeedsCard();
      return;
    }
    setFailure(null);
    attemptKey.current ??= newIdempotencyKey();
    subscribe.mutate(
      {
        price_id: DEFAULT_PRICE_LOOKUP_KEY,
        payment_method_id: method.id,
        trial_days: trialDays,
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: () => {
          attemptKey.current = null;
          toast.success(t('toasts.subscribed', { productName }));
          onSubscribed();
        },
        onError: (error) => {
          // A refused attempt is over: trying again (perhaps with another card) is a new one.
          attemptKey.current = null;
          const message = t('toasts.subscribeFailed', {
            reason: errorReason(error, t('toasts.unknownError')),
          });
          setFailure(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={start}
        disabled={subscribe.isPending}
        aria-busy={subscribe.isPending}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {subscribe.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : null}
        {subscribe.isPending
          ? t('modal.subscribing')
          : t('modal.subscribe', { price: planPrice('monthly') })}
      </button>
      <p role="alert" className="text-center text-sm text-danger empty:hidden">
        {failure}
      </p>
    </div>
  );
}
