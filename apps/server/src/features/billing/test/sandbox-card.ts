import type { SandboxPaymentMethodInput } from '@waymark/shared/billing/contracts';

/** The sandbox's always-good test card, as the billing tests save it before subscribing. */
export const testVisa: SandboxPaymentMethodInput = {
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  cardholderName: 'Ada Lovelace',
  testCard: 'succeeds',
};
