import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsightsOverview } from '@waymark/shared/insights/contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useFormatters } from '@/lib/format/use-formatters';

/** This week in four figures: steps done (against last week), active days, journeys moved. */
export function WeeklySummary({ week }: { week: InsightsOverview['week'] }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const change = week.completed - week.previous;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="weekly-summary">
      <div>
        <dt className="text-xs text-muted">{t('week.completed')}</dt>
        <dd className="text-2xl font-bold tabular-nums">{format.number(week.completed)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('week.previous')}</dt>
        <dd className="text-2xl font-bold tabular-nums">
          {format.number(week.previous)}
          {change !== 0 ? (
            <span
              className={`ms-2 text-sm font-medium ${change > 0 ? 'text-success-text' : 'text-muted'}`}
            >
              {format.number(change, { signDisplay: 'always' })}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('week.activeDays')}</dt>
        <dd className="text-2xl font-bold tabular-nums">{format.number(week.activeDays)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('week.journeysMoved')}</dt>
        <dd className="text-2xl font-bold tabular-nums">{format.number(week.journeysMoved)}</dd>
      </div>
    </dl>
  );
}

/** The dashboard's card: this week's summary, linking to the insights page. */
export function WeeklySummaryCard({ overview }: { overview: InsightsOverview }) {
  const { t } = useTranslation('insights');
  return (
    <section
      aria-labelledby="weekly-summary-title"
      className="rounded-2xl border border-line bg-raised p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="weekly-summary-title" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarCheck aria-hidden="true" className="size-5 text-brand-text" />
          {t('week.title')}
        </h2>
        <Link
          to={routePatterns.insights}
          className="text-sm font-medium text-brand-text underline-offset-4 hover:underline"
        >
          {t('week.link')}
        </Link>
      </div>
      <WeeklySummary week={overview.week} />
    </section>
  );
}
