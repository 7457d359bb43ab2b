import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@waymark/shared/billing/contracts';
import { sendJson } from '@/features/billing/api/send-json';
import { useInvalidateBilling } from '@/features/billing/api/use-invalidate-billing';

/** Spec §7 setDefaultPaymentMethod(paymentMethodId). */
export function setDefaultPaymentMethod(id: string) {
  return sendJson(billingApi.defaultPaymentMethod(id), 'POST');
}

export function removePaymentMethod(id: string) {
  return sendJson(billingApi.paymentMethod(id), 'DELETE');
}

export function useSetDefaultPaymentMethod() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: setDefaultPaymentMethod, onSuccess: invalidate });
}

export function useRemovePaymentMethod() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: removePaymentMethod, onSuccess: invalidate });
}
