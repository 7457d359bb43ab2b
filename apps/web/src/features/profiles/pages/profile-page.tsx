import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  isMissingProfile,
  useListedCard,
  useProfileView,
  type ViewAs,
} from '@/features/profiles/api/social';
import { LoadFailed } from '@/features/profiles/components/load-failed';
import { PendingRequests } from '@/features/profiles/components/pending-requests';
import { ProfileCard } from '@/features/profiles/components/profile-card';
import { ProfileJourneys } from '@/features/profiles/components/profile-journeys';
import { ProfileStats } from '@/features/profiles/components/profile-stats';
import { RelationshipActions } from '@/features/profiles/components/relationship-actions';
import { ViewAsSwitch } from '@/features/profiles/components/view-as-switch';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';
import { Spinner } from '@/ui/spinner';

/**
 * /profile/{id}: picture, name, stats, what the viewer may see of the details and journeys,
 * and how they stand to the person. On one's own profile, "view my profile as…" asks the
 * server for the answer a stranger, follower, blocked person or visitor would get.
 */
export function ProfilePage() {
  const { id = '' } = useParams();
  // A new profile starts from one's own view again.
  return <ProfileScreen key={id} id={id} />;
}

function ProfileScreen({ id }: { id: string }) {
  const { t } = useTranslation('social');
  const { t: tAccount } = useTranslation('account');
  const productName = useProductName();
  const { user, loading } = useAuthContext();
  const isOwn = !loading && user?.id === id;
  const [viewAs, setViewAs] = useState<ViewAs | null>(null);
  const previewAs = isOwn ? (viewAs ?? undefined) : undefined;
  const query = useProfileView(id, { as: previewAs, isEnabled: !loading });
  const listedCard = useListedCard(id);

  const switcher = isOwn ? <ViewAsSwitch value={viewAs} onChange={setViewAs} /> : null;
  const frame = (content: React.ReactNode) => (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      {switcher}
      {previewAs ? (
        <p
          role="status"
          className="mb-4 rounded-lg bg-brand-soft px-4 py-2 text-sm text-brand-text"
        >
          {t('viewAs.notice')}
        </p>
      ) : null}
      {content}
    </section>
  );

  if ((loading || query.isPending) && listedCard && !previewAs) {
    // Opened from a list of people: their picture and name at once, the rest on its way.
    return frame(
      <ProfileCard card={listedCard} details={null} isOwn={false}>
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 border-2" />
          {t('fallback.loading', { ns: 'translation' })}
        </p>
      </ProfileCard>,
    );
  }
  if (loading || query.isPending) return previewAs ? frame(<PageFallback />) : <PageFallback />;
  if (query.isError) {
    if (isMissingProfile(query.error))
      return previewAs ? frame(<NotFoundPanel />) : <NotFoundPanel />;
    return frame(<LoadFailed onRetry={() => void query.refetch()} />);
  }

  const view = query.data;
  const name = view.card.fullName ?? view.card.username ?? tAccount('profile.view.unnamed');
  const signedIn = !loading && user !== null;
  const previewing = previewAs !== undefined;
  return frame(
    <>
      <title>{tAccount('profile.view.documentTitle', { name, productName })}</title>
      <ProfileCard card={view.card} details={view.details} isOwn={isOwn && !previewing}>
        <ProfileStats
          view={view}
          canOpenLists={signedIn && view.details !== null && previewAs !== 'anonymous'}
        />
        {!isOwn && signedIn ? <RelationshipActions view={view} name={name} /> : null}
        {previewAs === 'stranger' || previewAs === 'follower' ? (
          <RelationshipActions
            view={{
              ...view,
              relationship: {
                ...view.relationship,
                following: previewAs === 'follower' ? 'following' : 'none',
              },
            }}
            name={name}
            preview
          />
        ) : null}
      </ProfileCard>
      {view.details === null && !view.relationship.blockedByMe ? (
        <p className="mt-6 flex items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-6 text-sm text-muted">
          <Lock aria-hidden="true" className="size-4" />
          {view.visibility === 'private' ? t('closed.private') : t('closed.followers')}
        </p>
      ) : null}
      {isOwn && !previewing ? <PendingRequests /> : null}
      {view.details !== null ? (
        <ProfileJourneys profileId={view.card.id} previewAs={previewAs} />
      ) : null}
    </>,
  );
}
