import { ArrowLeft, Compass, Flame, Sparkles, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { journeyCategories, type JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { pathTo } from '@waymark/shared/routes';
import { useCategoryJourneys, useDiscoverSections } from '@/features/discover/api/discover-api';
import { CategoryTiles } from '@/features/discover/components/category-tiles';
import { DiscoverJourneyGrid } from '@/features/discover/components/discover-journey-card';
import { SuggestedPersonCard } from '@/ui/suggested-person-card';
import { SearchCombobox } from '@/features/discover/components/search-combobox';
import { useAuthContext } from '@/lib/auth/auth-context';
import { categoryLabel } from '@/lib/journey-labels';
import { buttonClasses } from '@/ui/button-styles';
import { EmptyState } from '@/ui/empty-state';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';
import { Spinner } from '@/ui/spinner';
import { TitledSection } from '@/ui/titled-section';

function SectionTitle({ icon: Icon, children }: { icon: typeof Flame; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 text-brand-text" />
      {children}
    </span>
  );
}

/** A quiet line where a section has nothing to show yet, with what would fill it. */
function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}

function Sections({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation('discover');
  const sections = useDiscoverSections(viewer);
  if (sections.isPending) return <PageFallback />;
  if (sections.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void sections.refetch()}
      />
    );
  }
  const { trending, peopleToFollow, newInMyCategories, categories } = sections.data;
  return (
    <div className="space-y-10">
      <TitledSection
        look="block"
        title={<SectionTitle icon={Flame}>{t('trending.title')}</SectionTitle>}
      >
        <p className="-mt-2 mb-4 text-sm text-muted">{t('trending.intro')}</p>
        {trending.length > 0 ? (
          <DiscoverJourneyGrid journeys={trending} />
        ) : (
          <SectionEmpty>{t('trending.empty')}</SectionEmpty>
        )}
      </TitledSection>
      {viewer !== null ? (
        <TitledSection
          look="block"
          title={<SectionTitle icon={UsersRound}>{t('people.title')}</SectionTitle>}
        >
          {peopleToFollow.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {peopleToFollow.map((person) => (
                <li key={person.id}>
                  <SuggestedPersonCard person={person} />
                </li>
              ))}
            </ul>
          ) : (
            <SectionEmpty>{t('people.empty')}</SectionEmpty>
          )}
        </TitledSection>
      ) : null}
      {viewer !== null ? (
        <TitledSection
          look="block"
          title={<SectionTitle icon={Sparkles}>{t('newInCategories.title')}</SectionTitle>}
        >
          {newInMyCategories.length > 0 ? (
            <DiscoverJourneyGrid journeys={newInMyCategories} />
          ) : (
            <SectionEmpty>
              {t('newInCategories.empty')}{' '}
              <Link to={pathTo('createJourney')} className="font-medium text-brand-text underline">
                {t('newInCategories.create')}
              </Link>
            </SectionEmpty>
          )}
        </TitledSection>
      ) : null}
      <TitledSection
        look="block"
        title={<SectionTitle icon={Compass}>{t('categories.title')}</SectionTitle>}
      >
        <CategoryTiles categories={categories} />
      </TitledSection>
    </div>
  );
}

/** One category's public journeys, newest first, a page at a time. */
function CategoryBrowser({ category }: { category: JourneyCategory }) {
  const { t } = useTranslation('discover');
  const list = useCategoryJourneys(category);
  const name = categoryLabel(t, category);
  return (
    <section aria-labelledby="discover-category-title">
      <Link
        to={pathTo('discover')}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('categories.back')}
      </Link>
      <h2 id="discover-category-title" className="mt-3 mb-4 text-xl font-semibold">
        {t('categories.heading', { category: name })}
      </h2>
      {list.isPending ? (
        <PageFallback />
      ) : list.isError ? (
        <LoadFailed
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.pages[0]?.items.length === 0 ? (
        <EmptyState title={t('categories.emptyTitle', { category: name })} headingLevel={3}>
          {t('categories.emptyText')}
        </EmptyState>
      ) : (
        <>
          <DiscoverJourneyGrid journeys={list.data.pages.flatMap((page) => page.items)} />
          {list.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                className={buttonClasses('secondary')}
              >
                {list.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                {t('categories.more')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * /discover (issue 16): search people, journeys and projects as one types; trending journeys,
 * people to follow, new journeys in my categories and browsing by category. Visitors may use
 * it too (spec §1: visitors can browse) and see public things only.
 */
export function DiscoverPage() {
  const { t } = useTranslation('discover');
  const { user, loading } = useAuthContext();
  const [params] = useSearchParams();
  const category = journeyCategories.find((value) => value === params.get('category'));
  if (loading) return <PageFallback />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <div className="mt-6 max-w-2xl">
        <SearchCombobox />
      </div>
      <div className="mt-10">
        {category ? (
          <CategoryBrowser category={category} />
        ) : (
          <Sections viewer={user?.id ?? null} />
        )}
      </div>
    </div>
  );
}
