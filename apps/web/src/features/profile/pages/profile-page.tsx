import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { isMissingProfile, usePublicProfile } from '@/features/profile/api/get-public-profile';
import { LoadFailed } from '@/features/profile/components/load-failed';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';

/** /profile/{id}: one's own full profile, or the public card of someone else. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const { id = '' } = useParams();
  const { user, loading } = useAuthContext();
  const isOwn = !loading && user?.id === id;
  const own = useOwnProfile({ isEnabled: isOwn });
  const other = usePublicProfile(id, { isEnabled: !loading && !isOwn });
  const query = isOwn ? own : other;

  if (loading || query.isPending) return <PageFallback />;
  if (query.isError) {
    if (isMissingProfile(query.error)) return <NotFoundPanel />;
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed onRetry={() => void query.refetch()} />
      </section>
    );
  }

  const name = query.data.fullName ?? query.data.username ?? t('profile.view.unnamed');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <title>{t('profile.view.documentTitle', { name, productName })}</title>
      <ProfileCard profile={query.data} isOwn={isOwn} />
    </section>
  );
}
