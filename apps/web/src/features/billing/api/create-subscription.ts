import { useMutation } from '@tanstack/react-query';
import {
  billingApi,
  subscriptionSchema,
  type CreateSubscriptionInput,
} from '@waymark/shared/billing/contracts';
import { sendJsonFor } from '@/features/billing/api/send-json';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';

/** Spec §7 createSubscription({ price_id, payment_method_id, trial_days }). */
export function createSubscription(input: CreateSubscriptionInput) {
  return sendJsonFor(billingApi.subscriptions, 'POST', subscriptionSchema, input);
}

export function useCreateSubscription() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: createSubscription, onSuccess: invalidate });
}
