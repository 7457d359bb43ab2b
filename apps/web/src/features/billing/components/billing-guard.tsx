import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { bypassesGate } from '@/features/billing/lib/bypass-paths';
import type { GateState } from '@/features/billing/lib/gate-state';
import { loadTexts } from '@/i18n/setup';
import { useAuthContext } from '@/lib/auth/auth-context';
import { Spinner } from '@/ui/spinner';

// Visitors never download billing: the shell and its texts load once someone is signed in.
const BillingShell = lazy(async () => {
  const [{ BillingShell: Shell }] = await Promise.all([
    import('@/features/billing/components/billing-shell'),
    loadTexts('billing'),
  ]);
  return { default: Shell };
});

/** A shell that cannot load must not lock anyone out (spec §4: errors grant access). */
class GrantOnError extends Component<{ onError: () => void; children: ReactNode }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Billing could not load', error);
    this.props.onError();
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

function CheckingScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8">
      <div role="status" className="flex flex-col items-center gap-3">
        <Spinner />
        <p className="text-sm text-muted">{t('billingGate.checking')}</p>
      </div>
    </main>
  );
}

/**
 * Spec §4 billing gate around the whole layout. Signed-out visitors and the bypass paths always
 * see the page; a signed-in person sees it once their subscription status allows it.
 */
export function BillingGuard({
  onSignOut,
  children,
}: {
  /** The gate's way out: signing out (the app's own sign-out, which also forgets offline data). */
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { user } = useAuthContext();
  const { pathname } = useLocation();
  const userId = user?.id ?? null;
  // Kept with whose it is: another person's answer never applies to the next one.
  const [gate, setGate] = useState<{ userId: string | null; state: GateState }>({
    userId,
    state: 'checking',
  });
  const state = gate.userId === userId ? gate.state : 'checking';
  const setState = useCallback((next: GateState) => setGate({ userId, state: next }), [userId]);

  const showsPage = userId === null || bypassesGate(pathname) || state === 'open';
  return (
    <>
      {userId === null ? null : (
        <GrantOnError onError={() => setState('open')}>
          <Suspense fallback={null}>
            <BillingShell
              isBypassed={bypassesGate(pathname)}
              onStateChange={setState}
              onSignOut={onSignOut}
            />
          </Suspense>
        </GrantOnError>
      )}
      {showsPage ? children : state === 'checking' ? <CheckingScreen /> : null}
    </>
  );
}
