import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@waymark/shared/billing/contracts';
import { usePaymentMethods } from '@/features/billing/api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '@/features/billing/api/payment-method-actions';
import { AddCardForm } from '@/features/billing/components/card-form/add-card-form';
import { Panel } from '@/features/billing/components/page/panel';
import { RemoveCardDialog } from '@/features/billing/components/page/remove-card-dialog';
import { SavedCardList } from '@/features/billing/components/saved-card-list';
import { errorReason } from '@/features/billing/lib/error-reason';
import { buttonClasses } from '@/ui/button-styles';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

/** Saved cards: add one (inline card fields), make one the default, remove one after a confirmation. */
export function PaymentMethodsPanel() {
  const { t } = useTranslation('billing');
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const cards = methods.data ?? [];
  const failed = (error: unknown) =>
    toast.error(t('toasts.changeFailed', { reason: errorReason(error, t('toasts.unknownError')) }));

  return (
    <Panel
      title={t('cards.title')}
      action={
        isAdding ? null : (
          <button
            type="button"
            onClick={() => setIsAdding(true)}
            className={buttonClasses('secondary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('card.add')}
          </button>
        )
      }
    >
      <div className="space-y-4">
        {methods.isPending ? (
          <Spinner />
        ) : methods.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('page.loadFailed')}
          </p>
        ) : cards.length > 0 ? (
          <SavedCardList
            methods={cards}
            actions={(method, isDefault) => (
              <div className="flex gap-2">
                {isDefault ? null : (
                  <button
                    type="button"
                    disabled={setDefault.isPending}
                    onClick={() =>
                      setDefault.mutate(method.id, {
                        onSuccess: () => toast.success(t('toasts.defaultSet')),
                        onError: failed,
                      })
                    }
                    className="rounded-md px-2 py-1 text-sm font-medium text-brand-text hover:bg-surface"
                  >
                    {t('cards.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => setRemoving(method)}
                  className="rounded-md px-2 py-1 text-sm font-medium text-danger hover:bg-surface"
                >
                  {t('cards.remove')}
                </button>
              </div>
            )}
          />
        ) : (
          <p className="text-sm text-muted">{t('cards.none')}</p>
        )}
        {isAdding ? (
          <div className="rounded-xl border border-line p-4">
            <AddCardForm
              variant="inline"
              isDefaultChecked={cards.length === 0}
              onAdded={() => setIsAdding(false)}
              onCancel={() => setIsAdding(false)}
            />
          </div>
        ) : null}
      </div>
      {removing ? (
        <RemoveCardDialog method={removing} onDone={() => setRemoving(null)} onFailed={failed} />
      ) : null}
    </Panel>
  );
}
