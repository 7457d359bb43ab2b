import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { activityVerbs } from '@waymark/shared/journeys/activity-contracts';
import { journeyCategories } from '@waymark/shared/journeys/common-contracts';
import { pathTo } from '@waymark/shared/routes';
import {
  timelineTabs,
  type TimelineQuery,
  type TimelineTab,
} from '@waymark/shared/timeline/contracts';
import { useTimeline, useTimelineHead } from '@/features/timeline/api/get-timeline';
import { NewItemsPill } from '@/features/timeline/components/new-items-pill';
import { ScrollSentinel } from '@/features/timeline/components/scroll-sentinel';
import { TimelineCard } from '@/features/timeline/components/timeline-card';
import {
  TimelineFilters,
  TimelineTabs,
  tabsFor,
} from '@/features/timeline/components/timeline-filters';
import { useAuthContext } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';
import { useSuggestedPeople } from '@/lib/people-suggestions';
import { buttonClasses } from '@/ui/button-styles';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';
import { SuggestedPeopleGrid } from '@/ui/suggested-person-card';
import { IconBadge } from '@/ui/icon-badge';
import { TitledSection } from '@/ui/titled-section';

const pick = <Value extends string>(options: readonly Value[], value: string | null) =>
  options.find((option) => option === value);

/** The query the address asks for; visitors only ever read the public tab. */
function useTimelineQuery(
  isSignedIn: boolean,
): [TimelineQuery & { tab: TimelineTab }, (next: Partial<TimelineQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const tab = isSignedIn ? (pick(timelineTabs, params.get('tab')) ?? 'following') : 'everyone';
  const query = {
    tab,
    kind: pick(activityVerbs, params.get('kind')),
    category: pick(journeyCategories, params.get('category')),
  };
  const update = (next: Partial<TimelineQuery>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'following') search.set('tab', merged.tab);
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.category) search.set('category', merged.category);
    setParams(search, { replace: true });
  };
  return [query, update];
}

/**
 * An empty Following tab (issue 33), as a newcomer's is: people to follow right here, instead
 * of a blank state; the blank state only when there is nobody to suggest either.
 */
function PeopleToFollowInline({ viewer, fallback }: { viewer: string; fallback: ReactNode }) {
  const { t } = useTranslation('social');
  const suggestions = useSuggestedPeople(viewer);
  if (suggestions.isPending) return <PageFallback />;
  const people = suggestions.data?.people ?? [];
  if (people.length === 0) return fallback;
  return (
    <TitledSection
      title={t('timeline.suggestions.title')}
      look="minor"
      className="rounded-2xl border border-line bg-raised p-4 sm:p-5"
    >
      <p className="mt-1 text-sm text-muted">{t('timeline.suggestions.text')}</p>
      <div className="mt-4">
        <SuggestedPeopleGrid people={people} />
      </div>
      <Link
        to={`${pathTo('timeline')}?tab=everyone`}
        className={buttonClasses('secondary', 'md', 'mt-4')}
      >
        {t('timeline.empty.following.action')}
      </Link>
    </TitledSection>
  );
}

function TimelineList({ query }: { query: TimelineQuery & { tab: TimelineTab } }) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const { user } = useAuthContext();
  const timeline = useTimeline(query);
  const head = useTimelineHead(query, user?.id ?? null);
  if (timeline.isPending) return <PageFallback />;
  if (timeline.isError) {
    return (
      <LoadFailed
        message={t('timeline.loadFailed')}
        retryLabel={t('timeline.retry')}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  const items = timeline.data.pages.flatMap((page) => page.items);
  const newest = items[0]?.id;
  const headItems = head.data?.items ?? [];
  const seenAt = newest ? headItems.findIndex((item) => item.id === newest) : -1;
  const newCount = newest ? (seenAt === -1 ? headItems.length : seenAt) : headItems.length;
  const showNew = () => {
    window.scrollTo({ top: 0 });
    void queryClient.resetQueries({ queryKey: queryKeys.timeline.list(query) });
  };
  const blank = (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-16 text-center">
      <IconBadge icon={Newspaper} tone="brand" shape="tile" />
      <h2 className="mt-4 text-lg font-semibold">{t(`timeline.empty.${query.tab}.title`)}</h2>
      <p className="mt-2 max-w-md text-sm text-muted">{t(`timeline.empty.${query.tab}.text`)}</p>
      {query.tab === 'following' ? (
        <Link
          to={`${pathTo('timeline')}?tab=everyone`}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          {t('timeline.empty.following.action')}
        </Link>
      ) : (
        <Link to={pathTo('createJourney')} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('timeline.empty.mine.action')}
        </Link>
      )}
    </div>
  );
  if (items.length === 0) {
    return (
      <>
        <NewItemsPill count={newCount} isMore={false} onShow={showNew} />
        {user && query.tab === 'following' && !query.kind && !query.category ? (
          <PeopleToFollowInline viewer={user.id} fallback={blank} />
        ) : (
          blank
        )}
      </>
    );
  }
  return (
    <>
      <NewItemsPill
        count={newCount}
        isMore={seenAt === -1 && headItems.length > 0}
        onShow={showNew}
      />
      <ol className="space-y-3" aria-label={t('timeline.listLabel')}>
        {items.map((item) => (
          <li key={item.id}>
            <TimelineCard item={item} />
          </li>
        ))}
      </ol>
      <ScrollSentinel
        hasNextPage={timeline.hasNextPage}
        isFetchingNextPage={timeline.isFetchingNextPage}
        fetchNextPage={timeline.fetchNextPage}
      />
    </>
  );
}

/** /timeline (issue 16): what the people I follow and I did, strictly newest first. */
export function TimelinePage() {
  const { t } = useTranslation('social');
  const { user, loading } = useAuthContext();
  const [query, update] = useTimelineQuery(user !== null);
  if (loading) return <PageFallback />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('timeline.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('timeline.intro')}</p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TimelineTabs
          tab={query.tab}
          tabs={tabsFor(user !== null)}
          onChange={(tab) => update({ tab })}
        />
        <TimelineFilters
          kind={query.kind}
          category={query.category}
          onKind={(kind) => update({ kind })}
          onCategory={(category) => update({ category })}
        />
      </div>
      <div className="mt-6">
        <TimelineList query={query} />
      </div>
    </div>
  );
}
