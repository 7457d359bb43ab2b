import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@waymark/shared/billing/contracts';
import { useRemovePaymentMethod } from '@/features/billing/api/payment-method-actions';
import { cardBrandName } from '@/features/billing/lib/card-brand-name';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { toast } from '@/ui/toast/toast-store';

/** Asks before a saved card is removed. */
export function RemoveCardDialog({
  method,
  onDone,
  onFailed,
}: {
  method: PaymentMethod;
  onDone: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('billing');
  const remove = useRemovePaymentMethod();
  const card = t('cards.ending', {
    brand: cardBrandName(method.card_brand, t),
    last4: method.card_last_four,
  });
  return (
    <Dialog
      open
      title={t('cards.removeTitle')}
      description={t('cards.removeText', { card })}
      onClose={onDone}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onDone} className={buttonClasses('secondary')}>
          {t('card.cancel')}
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(method.id, {
              onSuccess: () => {
                toast.success(t('toasts.cardRemoved'));
                onDone();
              },
              onError: (error) => {
                onFailed(error);
                onDone();
              },
            })
          }
          className={buttonClasses('primary', 'md', 'bg-danger hover:bg-danger/90')}
        >
          {t('cards.removeConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
