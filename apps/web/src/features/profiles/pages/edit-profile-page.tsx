import { useTranslation } from 'react-i18next';
import { useOwnProfile } from '@/lib/own-profile';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { AvatarPicker } from '@/features/profiles/components/avatar-picker';
import { EditProfileForm } from '@/features/profiles/components/edit-profile-form';
import { LoadFailed } from '@/features/profiles/components/load-failed';
import { SignedInOnly } from '@/ui/signed-in-only';
import { useProductName } from '@/lib/public-config';
import { PageFallback } from '@/ui/page-fallback';

function EditProfile() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const ownProfile = useOwnProfile();
  const { isError, refetch } = ownProfile;
  // The form fills its fields once: from the server's answer, not what the device kept.
  const profile = isAwaitingFresh(ownProfile) ? undefined : ownProfile.data;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <title>{t('profile.edit.documentTitle', { productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.edit.title')}</h1>
      <p className="mt-2 text-muted">{t('profile.edit.lead')}</p>
      <div className="mt-8 space-y-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        {profile ? (
          <>
            <AvatarPicker
              avatarUrl={profile.avatarUrl}
              fullName={profile.fullName}
              username={profile.username}
            />
            <EditProfileForm profile={profile} />
          </>
        ) : isError ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : (
          <PageFallback />
        )}
      </div>
    </section>
  );
}

export function EditProfilePage() {
  return (
    <SignedInOnly>
      <EditProfile />
    </SignedInOnly>
  );
}
