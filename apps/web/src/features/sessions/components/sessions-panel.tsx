import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@waymark/shared/sessions';
import { useRevokeSession } from '@/features/sessions/api/revoke-session';
import { useSessions } from '@/features/sessions/api/get-sessions';
import { useSignOutOtherSessions } from '@/features/sessions/api/sign-out-other-sessions';
import { SecurityCard } from '@/ui/security-card';
import { SessionRow } from '@/features/sessions/components/session-row';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

/** The devices signed in to the account, with sign-out for each other one or all of them. */
export function SessionsPanel() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const [isConfirming, setIsConfirming] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.is_current);

  function signOut(session: ActiveSession) {
    revoke.mutate(session.id, {
      onSuccess: () =>
        toast.success(t('security.sessions.signedOut', { device: session.device_name })),
      onError: () => toast.error(t('security.sessions.signOutFailed')),
    });
  }

  function signOutAllOthers() {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setIsConfirming(false);
        toast.success(t('security.sessions.signedOutOthers', { count: ended }));
      },
      onError: () => toast.error(t('security.sessions.signOutFailed')),
    });
  }

  return (
    <SecurityCard
      id="sessions"
      icon={MonitorSmartphone}
      title={t('security.sessions.title')}
      description={t('security.sessions.description')}
    >
      {sessions.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 border-2" />
          {t('fallback.loading')}
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('security.loadFailed')}
        </p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-line rounded-lg border border-line">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                isBusy={revoke.isPending && revoke.variables === session.id}
                onSignOut={() => signOut(session)}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              onClick={() => setIsConfirming(true)}
              className={buttonClasses('secondary')}
            >
              <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('security.sessions.signOutOthers')}
            </button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={t('security.sessions.confirmTitle')}
        description={t('security.sessions.confirmDescription', { count: others.length })}
        onClose={() => setIsConfirming(false)}
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.sessions.confirmSignOut')}
        onConfirm={signOutAllOthers}
        isPending={signOutOthers.isPending}
      />
    </SecurityCard>
  );
}
