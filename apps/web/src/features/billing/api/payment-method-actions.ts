import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@waymark/shared/billing/contracts';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';
import { api } from '@/lib/api-client';

/** Spec §7 setDefaultPaymentMethod(paymentMethodId). */
export function setDefaultPaymentMethod(id: string) {
  return api.post(billingApi.defaultPaymentMethod(id));
}

export function removePaymentMethod(id: string) {
  return api.delete(billingApi.paymentMethod(id));
}

export function useSetDefaultPaymentMethod() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: setDefaultPaymentMethod, onSuccess: invalidate });
}

export function useRemovePaymentMethod() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: removePaymentMethod, onSuccess: invalidate });
}
