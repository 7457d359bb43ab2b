import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { addSandboxPaymentMethod } from '@/features/billing/api/add-payment-method';
import type {
  CardCollector,
  CardFieldsVariant,
} from '@/features/billing/components/card-form/card-collector';
import {
  checkSandboxCard,
  formatCardNumber,
  formatExpiry,
  type CardFieldErrors,
  type CardFieldProblem,
  type SandboxCardFields as Fields,
} from '@/features/billing/lib/sandbox-card';
import { cx } from '@/lib/cx';
import { FormField, describedBy, inputClasses } from '@/ui/form-field';

const bareInput =
  'min-w-0 bg-transparent px-1 py-2 text-sm text-fg placeholder:text-muted focus-visible:outline-none';

/**
 * The sandbox's card inputs. The number and CVC stay in this component's state: on submit only
 * the derived brand, last four and expiry are posted (see lib/sandbox-card.ts).
 */
export function SandboxCardFields({
  variant,
  collectorRef,
}: {
  variant: CardFieldsVariant;
  collectorRef: Ref<CardCollector>;
}) {
  const { t } = useTranslation('billing');
  const id = useId();
  const [fields, setFields] = useState<Fields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});

  useImperativeHandle(
    collectorRef,
    () => async (holder) => {
      const check = checkSandboxCard(fields, new Date());
      if (!check.ok) {
        setErrors(check.errors);
        return { kind: 'invalid' };
      }
      setErrors({});
      const result = await addSandboxPaymentMethod({ ...check.card, ...holder });
      return result.requiresAction
        ? { kind: 'needsConfirmation', result }
        : { kind: 'added', method: result.paymentMethod };
    },
    [fields],
  );

  const problemText = (problem: CardFieldProblem | undefined) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'numberRequired':
        return t('card.errors.numberRequired');
      case 'numberInvalid':
        return t('card.errors.numberInvalid');
      case 'expiryInvalid':
        return t('card.errors.expiryInvalid');
      case 'expiryPast':
        return t('card.errors.expiryPast');
      case 'cvcInvalid':
        return t('card.errors.cvcInvalid');
    }
  };
  const set = (name: keyof Fields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const inputs = {
    number: {
      id: `${id}-number`,
      name: 'cardnumber',
      autoComplete: 'cc-number',
      inputMode: 'numeric' as const,
      placeholder: '1234 1234 1234 1234',
      value: fields.number,
      onChange: (value: string) => set('number', formatCardNumber(value)),
      label: t('card.number'),
      error: problemText(errors.number),
    },
    expiry: {
      id: `${id}-expiry`,
      name: 'exp-date',
      autoComplete: 'cc-exp',
      inputMode: 'numeric' as const,
      placeholder: t('card.expiryPlaceholder'),
      value: fields.expiry,
      onChange: (value: string) => set('expiry', formatExpiry(value)),
      label: t('card.expiry'),
      error: problemText(errors.expiry),
    },
    cvc: {
      id: `${id}-cvc`,
      name: 'cvc',
      autoComplete: 'cc-csc',
      inputMode: 'numeric' as const,
      placeholder: 'CVC',
      value: fields.cvc,
      onChange: (value: string) => set('cvc', value.replace(/\D/g, '').slice(0, 4)),
      label: t('card.cvc'),
      error: problemText(errors.cvc),
    },
  };

  if (variant === 'inline') {
    return (
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem_5rem]">
        {Object.values(inputs).map(({ label, error, onChange, ...input }) => (
          <FormField key={input.id} id={input.id} label={label} error={error}>
            <input
              {...input}
              dir="ltr"
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(input.id, { error })}
              className={inputClasses}
            />
          </FormField>
        ))}
      </div>
    );
  }

  // Combined: one box holding number, expiry and CVC, like Stripe's card element.
  const combinedErrors = [inputs.number, inputs.expiry, inputs.cvc]
    .map((input) => input.error)
    .filter(Boolean);
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputs.number.id} className="block text-sm font-medium text-fg">
        {t('card.details')}
      </label>
      <div
        dir="ltr"
        className={cx(
          inputClasses,
          'flex items-center gap-2 py-0 focus-within:border-ring focus-within:outline-2 focus-within:outline-ring',
          combinedErrors.length > 0 && 'border-danger',
        )}
      >
        {[inputs.number, inputs.expiry, inputs.cvc].map(({ label, error, onChange, ...input }) => (
          <input
            key={input.id}
            {...input}
            aria-label={label}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-card-error` : undefined}
            className={cx(
              bareInput,
              input.name === 'cardnumber' ? 'flex-1' : input.name === 'cvc' ? 'w-12' : 'w-20',
            )}
          />
        ))}
      </div>
      <p id={`${id}-card-error`} role="alert" className="text-sm text-danger empty:hidden">
        {combinedErrors.join(' ')}
      </p>
    </div>
  );
}
