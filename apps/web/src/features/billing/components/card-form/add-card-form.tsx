import { LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@waymark/shared/billing/contracts';
import { confirmSandboxPaymentMethod } from '@/features/billing/api/add-payment-method';
import { useBillingConfig } from '@/features/billing/api/get-billing-config';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';
import type {
  CardCollector,
  CardFieldsVariant,
  CardOutcome,
} from '@/features/billing/components/card-form/card-collector';
import { SandboxCardFields } from '@/features/billing/components/card-form/sandbox-card-fields';
import { SandboxConfirmDialog } from '@/features/billing/components/card-form/sandbox-confirm-dialog';
import { StripeCardFields } from '@/features/billing/components/card-form/stripe-card-fields';
import { errorReason } from '@/features/billing/lib/error-reason';
import { buttonClasses } from '@/ui/button-styles';
import { FormField, describedBy, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

type Pending = Extract<CardOutcome, { kind: 'needsConfirmation' }>['result'];

interface AddCardFormProps {
  variant?: CardFieldsVariant;
  /** Called with the saved card, after the list of cards has been reloaded. */
  onAdded?: (method: PaymentMethod) => void;
  /** Shows a 'Cancel' button when given. */
  onCancel?: () => void;
  /** Ticked from the start (the first card becomes the default anyway). */
  isDefaultChecked?: boolean;
}

/** Spec §2 add-card form: 'Cardholder Name', the card fields, 'Set as default payment method'. */
export function AddCardForm({
  variant = 'combined',
  onAdded,
  onCancel,
  isDefaultChecked = false,
}: AddCardFormProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  const config = useBillingConfig();
  const invalidate = useInvalidateBilling();
  const collector = useRef<CardCollector>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [setAsDefault, setSetAsDefault] = useState(isDefaultChecked);
  const [isBusy, setIsBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // Also said inside the form: in a modal dialog the toast area sits behind the backdrop.
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async (method: PaymentMethod) => {
    await invalidate();
    toast.success(t('toasts.cardAdded'));
    onAdded?.(method);
  };
  const fail = (error: unknown) => {
    const message = t('toasts.cardFailed', {
      reason: errorReason(error, t('toasts.unknownError')),
    });
    setFailure(message);
    toast.error(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const cardholderName = name.trim();
    setNameError(cardholderName ? undefined : t('card.errors.nameRequired'));
    if (!cardholderName) return;
    setFailure(null);
    setIsBusy(true);
    try {
      const collect = collector.current;
      if (!collect) throw new Error('Card element not found');
      const outcome = await collect({ cardholderName, setAsDefault });
      if (outcome.kind === 'added') await finish(outcome.method);
      else if (outcome.kind === 'needsConfirmation') setPending(outcome.result);
    } catch (error) {
      fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  const answer = async (approve: boolean) => {
    if (!pending) return;
    setIsBusy(true);
    try {
      const method = await confirmSandboxPaymentMethod(pending.confirmationId, approve);
      setPending(null);
      await finish(method);
    } catch (error) {
      setPending(null);
      fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  const stripeKey =
    config.data?.provider === 'stripe' ? (config.data.publishableKey ?? null) : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField id={`${id}-name`} label={t('card.cardholderName')} error={nameError}>
        <input
          id={`${id}-name`}
          name="ccname"
          autoComplete="cc-name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(`${id}-name`, { error: nameError })}
          className={inputClasses}
        />
      </FormField>
      {config.isPending ? null : stripeKey ? (
        <StripeCardFields publishableKey={stripeKey} variant={variant} collectorRef={collector} />
      ) : (
        <>
          <SandboxCardFields variant={variant} collectorRef={collector} />
          <p className="text-xs text-muted">{t('card.sandboxHint')}</p>
        </>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={setAsDefault}
          onChange={(event) => setSetAsDefault(event.target.checked)}
          className="size-4 rounded border-line accent-brand"
        />
        {t('card.setAsDefault')}
      </label>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {failure}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
            {t('card.cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          disabled={isBusy || config.isPending}
          aria-busy={isBusy}
          className={buttonClasses('primary')}
        >
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : null}
          {isBusy ? t('card.adding') : t('card.add')}
        </button>
      </div>
      {pending ? (
        <SandboxConfirmDialog
          last4={pending.paymentMethod.card_last_four}
          isBusy={isBusy}
          onAnswer={(approve) => void answer(approve)}
        />
      ) : null}
    </form>
  );
}
