import { useMutation } from '@tanstack/react-query';
import { billingApi, subscriptionSchema, type PlanId } from '@waymark/shared/billing/contracts';
import { sendJsonFor } from '@/features/billing/api/send-json';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';

export type SubscriptionChange =
  | { kind: 'cancel'; id: string }
  | { kind: 'resume'; id: string }
  | { kind: 'switch'; id: string; plan: PlanId };

/** Cancel at period end, resume, or switch monthly ↔ yearly. */
export function changeSubscription(change: SubscriptionChange) {
  switch (change.kind) {
    case 'cancel':
      return sendJsonFor(billingApi.cancelSubscription(change.id), 'POST', subscriptionSchema);
    case 'resume':
      return sendJsonFor(billingApi.resumeSubscription(change.id), 'POST', subscriptionSchema);
    case 'switch':
      return sendJsonFor(billingApi.switchSubscription(change.id), 'POST', subscriptionSchema, {
        plan: change.plan,
      });
  }
}

export function useChangeSubscription() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: changeSubscription, onSuccess: invalidate });
}
