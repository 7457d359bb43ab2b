import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isConfirmationArrival, withoutConfirmation } from '@/lib/auth/confirmation-link';
import { useOwnProfile } from '@/lib/own-profile';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { LoadFailed } from '@/features/profiles/components/load-failed';
import { OnboardingWizard } from '@/features/profiles/components/onboarding-wizard';
import { SignedInOnly } from '@/ui/signed-in-only';
import { useProductName } from '@/lib/public-config';
import { SuccessNote } from '@/ui/success-note';
import { PageFallback } from '@/ui/page-fallback';

function Onboarding() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const profile = useOwnProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  // Arriving from the confirmation link: say it worked, once (a reload does not repeat it).
  const [isConfirmed] = useState(() => isConfirmationArrival(searchParams));
  useEffect(() => {
    if (isConfirmed) setSearchParams(withoutConfirmation(searchParams), { replace: true });
  }, [isConfirmed, searchParams, setSearchParams]);
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <title>{t('onboarding.documentTitle', { productName })}</title>
      {isConfirmed && (
        <SuccessNote className="mb-6">{t('auth.confirmEmail.confirmed')}</SuccessNote>
      )}
      <h1 className="text-3xl font-bold tracking-tight">
        {t('onboarding.title', { productName })}
      </h1>
      <p className="mt-2 text-muted">{t('onboarding.lead')}</p>
      <div className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        {profile.data && !isAwaitingFresh(profile) ? (
          <OnboardingWizard profile={profile.data} />
        ) : profile.isError ? (
          <LoadFailed onRetry={() => void profile.refetch()} />
        ) : (
          <PageFallback />
        )}
      </div>
    </section>
  );
}

export function OnboardingPage() {
  return (
    <SignedInOnly>
      <Onboarding />
    </SignedInOnly>
  );
}
