import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { isSecondFactorDue, useAssurance } from '@/features/auth/api/get-assurance';
import { AuthCard } from '@/features/auth/components/auth-card';
import { OAuthButtons } from '@/features/auth/components/oauth-buttons';
import { SecondFactorStep } from '@/features/auth/components/second-factor-step';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { verificationErrorIn } from '@/features/auth/lib/link-errors';
import { confirmedEmailIn } from '@/lib/auth/confirmation-link';
import { redirectTargetFrom } from '@/features/auth/lib/redirect-target';
import { useFinishSignIn } from '@/features/auth/lib/use-finish-sign-in';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { SuccessNote } from '@/ui/success-note';
import { PageFallback } from '@/ui/page-fallback';

/** idle: the form (or, signed in, the check where to go); finishing: after the password. */
type Phase = 'idle' | 'finishing' | 'second-factor';

export function LoginPage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const [searchParams] = useSearchParams();
  const { user, loading, signOut } = useAuthContext();
  const { finish } = useFinishSignIn();
  const [phase, setPhase] = useState<Phase>('idle');
  const isArrivingSignedIn = user !== null && phase === 'idle';
  const assurance = useAssurance(isArrivingSignedIn ? user.id : null);

  // A failed confirmation link came here through onboarding's sign-in redirect.
  const verificationError = verificationErrorIn(searchParams.get('redirectTo'));
  // A confirmation link used again (or opened elsewhere) passes here: say so, fill the address.
  const confirmedEmail = confirmedEmailIn(searchParams.get('redirectTo'));
  if (verificationError) {
    return (
      <Navigate
        to={`${routePatterns.emailConfirmation}?error=${encodeURIComponent(verificationError)}`}
        replace
      />
    );
  }
  if (loading) return <PageFallback kind="auth" />;

  async function afterPassword() {
    setPhase('finishing');
    try {
      if ((await finish()) === 'second-factor') setPhase('second-factor');
    } catch (error) {
      setPhase('idle');
      throw error;
    }
  }

  async function afterSecondFactor() {
    await finish();
  }

  async function cancelSecondFactor() {
    await signOut();
    setPhase('idle');
  }

  const isSecondFactorStep =
    phase === 'second-factor' ||
    (isArrivingSignedIn && assurance.data !== undefined && isSecondFactorDue(assurance.data));

  if (isArrivingSignedIn && !isSecondFactorStep) {
    if (assurance.isPending) return <PageFallback kind="auth" />;
    // Already signed in (or /api/me failed, which the destination will handle): go on.
    return <Navigate to={redirectTargetFrom(searchParams) ?? routePatterns.dashboard} replace />;
  }

  if (isSecondFactorStep) {
    return (
      <AuthCard
        title={t('auth.secondFactor.title')}
        documentTitle={t('auth.secondFactor.documentTitle', { productName })}
      >
        <SecondFactorStep onVerified={afterSecondFactor} onCancel={cancelSecondFactor} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      documentTitle={t('auth.login.documentTitle', { productName })}
      lead={t('auth.login.lead', { productName })}
      footer={
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to={routePatterns.register} className="font-medium text-brand-text hover:underline">
            {t('auth.signUp')}
          </Link>
        </p>
      }
    >
      <div className="space-y-6">
        {confirmedEmail !== null && <SuccessNote>{t('auth.login.emailConfirmed')}</SuccessNote>}
        <SignInForm onSignedIn={afterPassword} email={confirmedEmail ?? ''} />
        <OAuthButtons />
      </div>
    </AuthCard>
  );
}
