import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingApi,
  subscriptionSchema,
  type CreateSubscriptionInput,
} from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';

/** Spec §7 createSubscription({ price_id, payment_method_id, trial_days }). */
export function createSubscription(input: CreateSubscriptionInput) {
  return api.post(billingApi.subscriptions, { schema: subscriptionSchema, body: input });
}

/**
 * Spec §4 reloads the page once subscribed, so that everything reflects it. Refetching every
 * answer the app holds does that for every screen without losing the page, its scroll or the
 * confirmation toast.
 */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
