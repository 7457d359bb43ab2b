import { useMutation } from '@tanstack/react-query';
import { billingApi, subscriptionSchema, type PlanId } from '@waymark/shared/billing/contracts';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';
import { api } from '@/lib/api-client';

export type SubscriptionChange =
  | { kind: 'cancel'; id: string }
  | { kind: 'resume'; id: string }
  | { kind: 'switch'; id: string; plan: PlanId };

/** Cancel at period end, resume, or switch monthly ↔ yearly. */
export function changeSubscription(change: SubscriptionChange) {
  switch (change.kind) {
    case 'cancel':
      return api.post(billingApi.cancelSubscription(change.id), { schema: subscriptionSchema });
    case 'resume':
      return api.post(billingApi.resumeSubscription(change.id), { schema: subscriptionSchema });
    case 'switch':
      return api.post(billingApi.switchSubscription(change.id), {
        schema: subscriptionSchema,
        body: {
          plan: change.plan,
        },
      });
  }
}

export function useChangeSubscription() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: changeSubscription, onSuccess: invalidate });
}
