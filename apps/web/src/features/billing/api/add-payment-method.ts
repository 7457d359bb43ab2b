import {
  billingApi,
  paymentMethodSchema,
  sandboxConfirmationSchema,
  sandboxPaymentMethodResultSchema,
  type AddPaymentMethodInput,
  type SandboxPaymentMethodInput,
} from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';

/** Spec §7 addPaymentMethod(paymentMethodId): a method Stripe.js created in the browser. */
export function addPaymentMethod(input: AddPaymentMethodInput) {
  return api.post(billingApi.paymentMethods, { schema: paymentMethodSchema, body: input });
}

/** The sandbox card: only brand, last four, expiry, name and test behaviour are sent. */
export function addSandboxPaymentMethod(input: SandboxPaymentMethodInput) {
  return api.post(billingApi.sandboxPaymentMethods, {
    schema: sandboxPaymentMethodResultSchema,
    body: input,
  });
}

/** Answers the sandbox's authentication step (the 3155 test card) with approve or fail. */
export function confirmSandboxPaymentMethod(confirmationId: string, approve: boolean) {
  return api.post(billingApi.sandboxConfirmation(confirmationId), {
    schema: paymentMethodSchema,
    body: sandboxConfirmationSchema.parse({ approve }),
  });
}
