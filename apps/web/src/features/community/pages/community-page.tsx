import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accessOf, useCommunity } from '@/features/community/api/get-community';
import { BannedNotice } from '@/features/community/components/banned-notice';
import { ChannelNav } from '@/features/community/components/channel-nav';
import { ChannelView } from '@/features/community/components/channel-view';
import { CommunityPreview } from '@/features/community/components/community-preview';
import { useProductName } from '@/lib/public-config';
import { LoadFailed } from '@/ui/load-failed';
import { EmptyState } from '@/ui/empty-state';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { ProPageHeading } from '@/ui/pro-page-heading';

function CommunityContent() {
  const { t } = useTranslation('community');
  const productName = useProductName();
  const { channel: slug } = useParams();
  const community = useCommunity();
  const access = accessOf(community);
  const channels = community.data?.channels ?? [];
  const current = channels.find((channel) => channel.slug === (slug ?? channels[0]?.slug));
  return (
    // Room at the bottom on phones for the floating feedback button, clear of the composer.
    <section className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:pt-14 md:pb-14">
      <title>{t('documentTitle', { productName })}</title>
      <ProPageHeading title={t('title')} lead={t('lead')} />
      {access.kind === 'pending' ? (
        <PageFallback />
      ) : access.kind === 'upgrade' ? (
        <CommunityPreview />
      ) : access.kind === 'banned' ? (
        <BannedNotice reason={access.reason} />
      ) : access.kind === 'failed' ? (
        <LoadFailed
          message={t('errors.loadFailed')}
          retryLabel={t('errors.retry')}
          onRetry={() => void community.refetch()}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
          <ChannelNav
            channels={channels}
            current={current?.slug ?? ''}
            isModerator={community.data?.isModerator ?? false}
          />
          {current ? (
            <ChannelView key={current.id} channel={current} />
          ) : (
            <EmptyState title={t('errors.notFound')} />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * /community and /community/:channel (issue 19): the members' channels, Pro only. The server
 * decides: 402 shows the preview with the way to subscribe, 403 COMMUNITY_BANNED the ban.
 */
export function CommunityPage() {
  return (
    <SignedInOnly>
      <CommunityContent />
    </SignedInOnly>
  );
}
