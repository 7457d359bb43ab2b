import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBillingStatus } from '@/features/billing/api/get-billing-status';
import { useOnSubscriptionRequired } from '@/features/billing/api/use-subscription-required';
import { BillingGateScreen } from '@/features/billing/components/billing-gate-screen';
import { GraceBanner } from '@/features/billing/components/grace-banner';
import { PaymentModal } from '@/features/billing/components/payment-modal';
import type { GateState } from '@/features/billing/lib/gate-state';
import { billingStatusQueryOptions } from '@/lib/billing-status';

/**
 * What a signed-in person sees of billing on every page: the grace or past-due banner, the
 * full-screen gate when access is lacking and payment is needed (spec §4), and the payment
 * modal both of them open, as does a 402 SUBSCRIPTION_REQUIRED from the API. It reports the
 * gate's state to BillingGuard, which decides whether the page itself shows.
 */
export function BillingShell({
  isBypassed,
  onStateChange,
  onSignOut,
}: {
  isBypassed: boolean;
  onStateChange: (state: GateState) => void;
  onSignOut: () => void;
}) {
  const status = useBillingStatus();
  const queryClient = useQueryClient();
  const [isModalOpen, setIsModalOpen] = useState(false);

  // Offline the check cannot answer (it waits paused, or fails and retries): like an error,
  // that grants access (spec §4), so the installable app opens what it has cached (issue 19);
  // paid writes are still the server's to refuse when they are sent.
  const isOffline = status.isPending && (status.fetchStatus === 'paused' || !navigator.onLine);
  const state: GateState = isOffline
    ? 'open'
    : status.isPending
      ? 'checking'
      : status.isError || status.data.hasAccess || !status.data.needsPayment
        ? 'open'
        : 'blocked';

  useEffect(() => onStateChange(state), [onStateChange, state]);
  useEffect(() => {
    // Spec §4: any error in the status check grants access; it is logged, not shown.
    if (status.isError) console.error('Subscription status check failed', status.error);
  }, [status.isError, status.error]);

  const openModal = () => setIsModalOpen(true);
  // The API refused a paid action (402): the upgrade path, not just a failed save.
  useOnSubscriptionRequired(openModal);
  const closeModal = () => {
    setIsModalOpen(false);
    void queryClient.invalidateQueries({ queryKey: billingStatusQueryOptions.queryKey });
  };

  return (
    <>
      {status.data && state !== 'blocked' ? (
        <GraceBanner status={status.data} onSubscribe={openModal} />
      ) : null}
      {status.data && state === 'blocked' && !isBypassed ? (
        <BillingGateScreen status={status.data} onSubscribe={openModal} onSignOut={onSignOut} />
      ) : null}
      <PaymentModal open={isModalOpen} status={status.data} onClose={closeModal} />
    </>
  );
}
