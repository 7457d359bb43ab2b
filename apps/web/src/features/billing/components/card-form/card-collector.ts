import type { PaymentMethod, SandboxPaymentMethodResult } from '@waymark/shared/billing/contracts';

export interface CardHolder {
  cardholderName: string;
  setAsDefault: boolean;
}

/**
 * What the card fields hand back when the form is submitted: a saved method, a sandbox card that
 * still needs the authentication step, or nothing when their own fields showed errors.
 */
export type CardOutcome =
  | { kind: 'added'; method: PaymentMethod }
  | {
      kind: 'needsConfirmation';
      result: Extract<SandboxPaymentMethodResult, { requiresAction: true }>;
    }
  | { kind: 'invalid' };

/** The provider-specific part of the add-card form (sandbox inputs or Stripe Elements). */
export type CardCollector = (holder: CardHolder) => Promise<CardOutcome>;

export type CardFieldsVariant = 'combined' | 'inline';
