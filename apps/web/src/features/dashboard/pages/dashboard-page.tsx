import { Suspense, type ComponentType } from 'react';
import { CheckCheck, Flame, Plus, Route, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@waymark/shared/journeys/dashboard-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { ActiveJourneys } from '@/features/dashboard/components/active-journeys';
import { ChartCard, type ChartCardProps } from '@/features/dashboard/components/chart-card';
import { DueSoon } from '@/features/dashboard/components/due-soon';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { categoryData, statusData, weeklyData } from '@/features/dashboard/lib/chart-data';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { buttonClasses } from '@/ui/button-styles';
import { EmptyState } from '@/ui/empty-state';
import { LinkButton } from '@/ui/link-button';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { TitledSection } from '@/ui/titled-section';

/** A name typed by a person, kept whole inside a sentence of the other direction (FSI … PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The Pro weekly summary card (issue 19): another feature's, handed in by the app's route. */
export type DashboardExtra = ComponentType;

export function DashboardView({
  dashboard,
  Extra,
}: {
  dashboard: Dashboard;
  Extra?: DashboardExtra;
}) {
  const { t } = useTranslation('journeys');
  const { profile } = useAuthContext();
  const { totals } = dashboard;

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
      <p className="mt-2 text-muted">
        {profile?.fullName
          ? t('dashboard.greeting', { name: isolate(profile.fullName) })
          : t('dashboard.lead')}
      </p>

      {totals.journeys === 0 ? (
        <div className="mt-8">
          <EmptyState
            title={t('dashboard.welcome.title')}
            action={
              <LinkButton to={routePatterns.createJourney} icon={Plus} size="lg">
                {t('list.empty.action')}
              </LinkButton>
            }
          >
            {t('dashboard.welcome.text')}
          </EmptyState>
        </div>
      ) : (
        <>
          {Extra ? (
            <div className="mt-8">
              <Suspense fallback={null}>
                <Extra />
              </Suspense>
            </div>
          ) : null}
          <DashboardFigures dashboard={dashboard} />
        </>
      )}
    </>
  );
}

/** Streaks, active journeys, what is due and the charts: once there is a journey to show. */
function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  const calendarDate = useCalendarDate();
  const weeks = weeklyData(dashboard, calendarDate);
  const weeklyTotal = weeks.reduce((sum, week) => sum + week.value, 0);
  const busiest = weeks.reduce(
    (best, week) => (week.value > (best?.value ?? -1) ? week : best),
    weeks[0],
  );
  const days = (count: number) => t('dashboard.days', { count, shown: format.number(count) });
  const statuses = statusData(t, dashboard);
  const categories = categoryData(t, dashboard);
  const { streak, totals } = dashboard;

  // The three charts, widest first: each card's grid span beside what it draws.
  const charts: (ChartCardProps & { span: string })[] = [
    {
      span: 'lg:col-span-3',
      id: 'chart-weekly',
      kind: 'weekly',
      title: t('dashboard.charts.weekly'),
      summary:
        weeklyTotal === 0
          ? t('dashboard.charts.weeklyNone', {
              count: weeks.length,
              weeks: format.number(weeks.length),
            })
          : t('dashboard.charts.weeklySummary', {
              count: weeks.length,
              shown: format.number(weeklyTotal),
              weeks: format.number(weeks.length),
              week: busiest?.label ?? '',
              best: format.number(busiest?.value ?? 0),
            }),
      data: weeks,
      labelHeader: t('dashboard.charts.weekOf'),
      valueHeader: t('dashboard.charts.stepsCompleted'),
    },
    {
      span: 'lg:col-span-1',
      id: 'chart-status',
      kind: 'breakdown',
      title: t('dashboard.charts.byStatus'),
      summary: t('dashboard.charts.byStatusSummary', { shown: format.number(totals.journeys) }),
      data: statuses,
      labelHeader: t('dashboard.charts.status'),
      valueHeader: t('dashboard.charts.journeys'),
    },
    {
      span: 'lg:col-span-2',
      id: 'chart-category',
      kind: 'breakdown',
      title: t('dashboard.charts.byCategory'),
      summary: categories[0]
        ? t('dashboard.charts.byCategorySummary', {
            category: categories[0].label,
            shown: format.number(categories[0].value),
          })
        : t('dashboard.charts.byCategoryNone'),
      data: categories,
      labelHeader: t('dashboard.charts.category'),
      valueHeader: t('dashboard.charts.journeys'),
    },
  ];

  return (
    <>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={Flame}
          label={t('dashboard.streak')}
          value={days(streak.current)}
          note={streak.current === 0 ? t('dashboard.streakStart') : undefined}
        />
        <StatCard icon={Trophy} label={t('dashboard.longestStreak')} value={days(streak.longest)} />
        <StatCard
          icon={Route}
          label={t('dashboard.journeys')}
          value={format.number(totals.journeys)}
        />
        <StatCard
          icon={CheckCheck}
          label={t('dashboard.stepsDone')}
          value={format.number(totals.completedSteps)}
        />
      </dl>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <TitledSection title={t('dashboard.active')} look="block">
          <ActiveJourneys journeys={dashboard.activeJourneys} />
        </TitledSection>
        <TitledSection title={t('dashboard.dueSoon')} look="block">
          <DueSoon items={dashboard.dueSoon} />
        </TitledSection>
      </div>

      <TitledSection title={t('dashboard.analytics')} look="block" className="mt-10">
        <div className="grid gap-6 lg:grid-cols-3">
          {charts.map(({ span, ...chart }) => (
            <div key={chart.id} className={span}>
              <ChartCard {...chart} />
            </div>
          ))}
        </div>
      </TitledSection>
    </>
  );
}

function DashboardContent({ Extra }: { Extra?: DashboardExtra }) {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const dashboard = useDashboard();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{t('dashboard.documentTitle', { productName })}</title>
      {dashboard.isPending ? (
        <PageFallback />
      ) : dashboard.isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-raised p-6 text-sm">
          <p>{t('errors.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void dashboard.refetch()}
            className={buttonClasses('secondary', 'md', 'mt-4')}
          >
            {t('errors.retry')}
          </button>
        </div>
      ) : (
        <DashboardView dashboard={dashboard.data} Extra={Extra} />
      )}
    </section>
  );
}

/** /dashboard: active journeys, steps due soon, the streak and charts. */
export function DashboardPage({ Extra }: { Extra?: DashboardExtra }) {
  return (
    <SignedInOnly>
      <DashboardContent Extra={Extra} />
    </SignedInOnly>
  );
}
