import { Flame, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InsightsOverview } from '@waymark/shared/insights/contracts';
import { ChartPanel, type ChartPanelProps } from '@/features/insights/components/chart-panel';
import { HabitStreaks } from '@/features/insights/components/habit-streaks';
import { JourneyForecasts } from '@/features/insights/components/journey-forecasts';
import { WeeklySummary } from '@/features/insights/components/weekly-summary-card';
import { YearHeatmap } from '@/features/insights/components/year-heatmap';
import { bestRow, hourNames, weekdayNames } from '@/features/insights/lib/chart-rows';
import { useFormatters } from '@/lib/format/use-formatters';
import { categoryLabel } from '@/lib/journey-labels';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { TitledSection } from '@/ui/titled-section';

/** Every figure of the insights page, for real data or the preview's sample. */
export function InsightsView({ overview }: { overview: InsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const { t: tj } = useTranslation('journeys');
  const { t: th } = useTranslation('habits');
  const format = useFormatters();
  const calendarDate = useCalendarDate();
  const days = (count: number) => t('days', { count, shown: format.number(count) });

  const weekly = overview.weekly.map((week) => ({
    key: week.weekStart,
    label: calendarDate(week.weekStart),
    value: week.count,
  }));
  const weekdayLabels = weekdayNames(i18n.language);
  const weekdays = overview.weekdays.map((value, i) => ({
    key: String(i),
    label: weekdayLabels[i] ?? '',
    value,
  }));
  const hourLabels = hourNames(i18n.language);
  const hours = overview.hours.map((value, hour) => ({
    key: String(hour),
    label: hourLabels[hour] ?? '',
    value,
  }));
  const categories = overview.categories.map((row) => ({
    key: row.category,
    label: categoryLabel(tj, row.category),
    value: row.rate,
  }));
  const weeklyTotal = weekly.reduce((sum, week) => sum + week.value, 0);
  const bestDay = bestRow(weekdays);
  const bestHour = bestRow(hours);
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });

  // The bar charts below the heatmap; a wide one spans both columns on large screens.
  const panels: (Omit<ChartPanelProps, 'kind'> & { wide?: boolean })[] = [
    {
      wide: true,
      title: t('charts.weekly'),
      summary: t('charts.weeklySummary', {
        count: weeklyTotal,
        shown: format.number(weeklyTotal),
        weeks: format.number(weekly.length),
      }),
      rows: weekly,
      labelHeader: t('charts.week'),
      valueHeader: t('charts.steps'),
    },
    {
      title: t('charts.weekdays'),
      summary: bestDay ? t('charts.bestDay', { day: bestDay.label }) : t('charts.none'),
      rows: weekdays,
      labelHeader: t('charts.day'),
      valueHeader: t('charts.steps'),
    },
    {
      title: t('charts.hours'),
      summary: bestHour ? t('charts.bestHour', { hour: bestHour.label }) : t('charts.none'),
      rows: hours,
      labelHeader: t('charts.hour'),
      valueHeader: t('charts.steps'),
    },
    {
      wide: true,
      title: t('charts.categories'),
      summary: categories[0]
        ? t('charts.bestCategory', {
            category: categories[0].label,
            rate: percent(categories[0].value),
          })
        : t('charts.none'),
      rows: categories,
      labelHeader: t('charts.category'),
      valueHeader: t('charts.rate'),
      formatValue: percent,
    },
  ];

  return (
    <div className="space-y-10">
      <TitledSection title={t('week.title')} look="block">
        <div className="rounded-2xl border border-line bg-raised p-5 shadow-sm">
          <WeeklySummary week={overview.week} />
        </div>
      </TitledSection>

      <dl className="grid gap-4 sm:grid-cols-2">
        {[
          { icon: Flame, label: t('streak.current'), value: days(overview.streak.current) },
          { icon: Trophy, label: t('streak.longest'), value: days(overview.streak.longest) },
        ].map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-2xl border border-line bg-raised p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon aria-hidden="true" className="size-4 text-brand-text" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <TitledSection title={t('activity')} look="block">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <YearHeatmap today={overview.today} days={overview.heatmap} />
          </div>
          {panels.map(({ wide, ...panel }) =>
            wide ? (
              <div key={panel.title} className="lg:col-span-2">
                <ChartPanel kind="bars" {...panel} />
              </div>
            ) : (
              <ChartPanel key={panel.title} kind="bars" {...panel} />
            ),
          )}
        </div>
      </TitledSection>

      <TitledSection title={t('atRisk.title')} look="block">
        <p className="mb-3 text-sm text-muted">{t('atRisk.lead')}</p>
        {overview.atRisk.length === 0 ? (
          <p className="text-sm">{t('atRisk.none')}</p>
        ) : (
          <JourneyForecasts journeys={overview.atRisk} />
        )}
      </TitledSection>

      {overview.habits ? (
        <TitledSection title={th('insights.title')} look="block">
          <p className="mb-3 text-sm text-muted">{th('insights.lead')}</p>
          <HabitStreaks habits={overview.habits} />
        </TitledSection>
      ) : null}

      <TitledSection title={t('journeys.title')} look="block">
        <JourneyForecasts journeys={overview.journeys} />
      </TitledSection>
    </div>
  );
}
