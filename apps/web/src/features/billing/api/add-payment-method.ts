import {
  billingApi,
  paymentMethodSchema,
  sandboxConfirmationSchema,
  sandboxPaymentMethodResultSchema,
  type AddPaymentMethodInput,
  type SandboxPaymentMethodInput,
} from '@waymark/shared/billing/contracts';
import { sendJsonFor } from '@/features/billing/api/send-json';

/** Spec §7 addPaymentMethod(paymentMethodId): a method Stripe.js created in the browser. */
export function addPaymentMethod(input: AddPaymentMethodInput) {
  return sendJsonFor(billingApi.paymentMethods, 'POST', paymentMethodSchema, input);
}

/** The sandbox card: only brand, last four, expiry, name and test behaviour are sent. */
export function addSandboxPaymentMethod(input: SandboxPaymentMethodInput) {
  return sendJsonFor(
    billingApi.sandboxPaymentMethods,
    'POST',
    sandboxPaymentMethodResultSchema,
    input,
  );
}

/** Answers the sandbox's authentication step (the 3155 test card) with approve or fail. */
export function confirmSandboxPaymentMethod(confirmationId: string, approve: boolean) {
  return sendJsonFor(
    billingApi.sandboxConfirmation(confirmationId),
    'POST',
    paymentMethodSchema,
    sandboxConfirmationSchema.parse({ approve }),
  );
}
