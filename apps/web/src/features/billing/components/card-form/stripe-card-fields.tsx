import type { Stripe, StripeCardElement, StripeCardNumberElement } from '@stripe/stripe-js';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { addPaymentMethod } from '@/features/billing/api/add-payment-method';
import type {
  CardCollector,
  CardFieldsVariant,
} from '@/features/billing/components/card-form/card-collector';
import { cx } from '@/lib/cx';
import { useTheme } from '@/lib/theme';
import { inputClasses } from '@/ui/form-field';

/** Spec §5 messages, kept in English like the provider's own: they become a toast's reason. */
export const CARD_ELEMENT_NOT_FOUND = 'Card element not found';
export const PAYMENT_METHOD_NOT_CREATED = 'Failed to create payment method';

let stripePromise: Promise<Stripe | null> | undefined;
/** Stripe.js is fetched from Stripe only when a Stripe card form first shows. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js').then(({ loadStripe }) =>
    loadStripe(publishableKey),
  );
  return stripePromise;
}

interface Mounted {
  stripe: Stripe;
  card: StripeCardElement | StripeCardNumberElement;
}

/**
 * Stripe Elements: one combined card field, or separate number, expiry and CVC fields in the
 * inline variant; postal code hidden; Stripe's light or night look by the app's theme.
 */
export function StripeCardFields({
  publishableKey,
  variant,
  collectorRef,
}: {
  publishableKey: string;
  variant: CardFieldsVariant;
  collectorRef: Ref<CardCollector>;
}) {
  const { t } = useTranslation('billing');
  const { theme } = useTheme();
  const id = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const expiryRef = useRef<HTMLDivElement>(null);
  const cvcRef = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const destroyers: (() => void)[] = [];
    stripeFor(publishableKey)
      .then((stripe) => {
        if (!isCurrent || !stripe) return;
        const elements = stripe.elements({
          appearance: { theme: theme === 'dark' ? 'night' : 'stripe' },
        });
        if (variant === 'combined') {
          const card = elements.create('card', { hidePostalCode: true });
          if (cardRef.current) card.mount(cardRef.current);
          destroyers.push(() => card.destroy());
          mounted.current = { stripe, card };
        } else {
          const number = elements.create('cardNumber');
          const expiry = elements.create('cardExpiry');
          const cvc = elements.create('cardCvc');
          if (cardRef.current) number.mount(cardRef.current);
          if (expiryRef.current) expiry.mount(expiryRef.current);
          if (cvcRef.current) cvc.mount(cvcRef.current);
          destroyers.push(
            () => number.destroy(),
            () => expiry.destroy(),
            () => cvc.destroy(),
          );
          mounted.current = { stripe, card: number };
        }
      })
      .catch((error: unknown) => {
        console.error('Stripe.js could not load', error);
        if (isCurrent) setLoadError(t('card.providerUnavailable'));
      });
    return () => {
      isCurrent = false;
      mounted.current = null;
      for (const destroy of destroyers) destroy();
    };
  }, [publishableKey, variant, theme, t]);

  useImperativeHandle(
    collectorRef,
    () => async (holder) => {
      const current = mounted.current;
      if (!current) throw new Error(CARD_ELEMENT_NOT_FOUND);
      const result = await current.stripe.createPaymentMethod({
        type: 'card',
        card: current.card,
        billing_details: { name: holder.cardholderName },
      });
      if (result.error) throw new Error(result.error.message ?? PAYMENT_METHOD_NOT_CREATED);
      if (!result.paymentMethod) throw new Error(PAYMENT_METHOD_NOT_CREATED);
      const method = await addPaymentMethod({
        paymentMethodId: result.paymentMethod.id,
        setAsDefault: holder.setAsDefault,
      });
      return { kind: 'added', method };
    },
    [],
  );

  const box = cx(inputClasses, 'py-3');
  return (
    <div className="space-y-1.5">
      {variant === 'combined' ? (
        <>
          <p id={`${id}-label`} className="text-sm font-medium text-fg">
            {t('card.details')}
          </p>
          <div ref={cardRef} aria-labelledby={`${id}-label`} className={box} />
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem_5rem]">
          {[
            { ref: cardRef, label: t('card.number') },
            { ref: expiryRef, label: t('card.expiry') },
            { ref: cvcRef, label: t('card.cvc') },
          ].map(({ ref, label }) => (
            <div key={label} className="space-y-1.5">
              <p className="text-sm font-medium text-fg">{label}</p>
              <div ref={ref} className={box} />
            </div>
          ))}
        </div>
      )}
      {loadError ? (
        <p role="alert" className="text-sm text-danger">
          {loadError}
        </p>
      ) : null}
    </div>
  );
}
