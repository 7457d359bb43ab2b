import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@waymark/shared/billing/contracts';
import { useRemovePaymentMethod } from '@/features/billing/api/payment-method-actions';
import { cardBrandName } from '@/features/billing/lib/card-brand-name';
import { ConfirmDialog } from '@/ui/confirm-dialog';
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
    <ConfirmDialog
      open
      title={t('cards.removeTitle')}
      description={t('cards.removeText', { card })}
      onClose={onDone}
      cancelLabel={t('card.cancel')}
      confirmLabel={t('cards.removeConfirm')}
      isPending={remove.isPending}
      tone="danger"
      onConfirm={() =>
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
    />
  );
}
