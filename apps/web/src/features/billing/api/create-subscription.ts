import { useMutation } from '@tanstack/react-query';
import {
  billingApi,
  subscriptionSchema,
  type CreateSubscriptionInput,
} from '@waymark/shared/billing/contracts';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';
import { api } from '@/lib/api-client';

/** Spec §7 createSubscription({ price_id, payment_method_id, trial_days }). */
export function createSubscription(input: CreateSubscriptionInput) {
  return api.post(billingApi.subscriptions, { schema: subscriptionSchema, body: input });
}

export function useCreateSubscription() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: createSubscription, onSuccess: invalidate });
}
