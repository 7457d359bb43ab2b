import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/features/auth/components/form-alert';
import { SecondFactorStep } from '@/features/auth/components/second-factor-step';
import { oauthErrorMessage } from '@/features/auth/lib/oauth-errors';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { useFinishSignIn } from '@/features/auth/lib/use-finish-sign-in';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { Spinner } from '@/ui/spinner';
import { LinkButton } from '@/ui/link-button';

type Outcome =
  { kind: 'working' } | { kind: 'second-factor' } | { kind: 'failed'; message: string };

/**
 * Where GitHub or Google send people back. The session cookie is already set; this page
 * loads it and carries on like a password sign-in (second factor if due, onboarding if new).
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const [searchParams] = useSearchParams();
  const { signOut } = useAuthContext();
  const { finish } = useFinishSignIn();
  const providerError = searchParams.get('error');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    providerError
      ? { kind: 'failed', message: oauthErrorMessage(t, providerError) }
      : { kind: 'working' },
  );
  // StrictMode runs effects twice in development; the sign-in must be finished once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (providerError || hasStarted.current) return;
    hasStarted.current = true;
    finish()
      .then((progress) => {
        if (progress === 'second-factor') setOutcome({ kind: 'second-factor' });
      })
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', message: formErrorMessage(t, error) }),
      );
  }, [finish, providerError, t]);

  if (outcome.kind === 'second-factor') {
    return (
      <AuthCard
        title={t('auth.secondFactor.title')}
        documentTitle={t('auth.secondFactor.documentTitle', { productName })}
      >
        <SecondFactorStep
          onVerified={async () => {
            await finish();
          }}
          onCancel={async () => {
            await signOut();
            setOutcome({
              kind: 'failed',
              message: t('auth.callback.errors.cancelledSecondFactor'),
            });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={outcome.kind === 'failed' ? t('auth.callback.failedTitle') : t('auth.callback.title')}
      documentTitle={t('auth.callback.documentTitle', { productName })}
    >
      {outcome.kind === 'working' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
          <Spinner />
          <p className="text-sm text-muted">{t('auth.callback.working')}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <FormAlert>{outcome.message}</FormAlert>
          <LinkButton to={routePatterns.login} className="w-full">
            {t('auth.callback.backToLogin')}
          </LinkButton>
        </div>
      )}
    </AuthCard>
  );
}
