import { CheckCircle2, GitFork, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JourneyActivityItem } from '@waymark/shared/journeys/journey-activity-contracts';
import { pathTo } from '@waymark/shared/routes';
import { useJourneyActivity } from '@/features/journeys/api/get-journey-activity';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { Spinner } from '@/ui/spinner';

const icons: Record<JourneyActivityItem['kind'], { icon: LucideIcon; tone: string }> = {
  created: { icon: Sparkles, tone: 'bg-brand-soft text-brand-text' },
  forkedFrom: { icon: GitFork, tone: 'bg-brand-soft text-brand-text' },
  stepCompleted: { icon: CheckCircle2, tone: 'bg-success/15 text-success-text' },
  completed: {
    icon: Trophy,
    tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  },
  forked: { icon: GitFork, tone: 'bg-surface text-muted' },
};

/** What happened, in words; user text (titles, names) in its own direction. */
function ActivityText({ item }: { item: JourneyActivityItem }) {
  const { t } = useTranslation('journeys');
  const link = 'font-medium text-fg hover:underline';
  switch (item.kind) {
    case 'created':
      return <>{t('view.activity.created')}</>;
    case 'completed':
      return <>{t('view.activity.completed')}</>;
    case 'stepCompleted':
      return (
        <>
          {t('view.activity.stepCompleted')} <bdi className="font-medium text-fg">{item.title}</bdi>
          {/* Who ticked it: on a shared journey an editor, not always its owner (issue 34). */}
          {item.by ? (
            <span className="block text-xs">
              {t('view.activity.doneBy', {
                name: `\u2068${item.by.displayName ?? item.by.username ?? t('view.someone')}\u2069`,
              })}
            </span>
          ) : null}
        </>
      );
    case 'forkedFrom':
      return item.source ? (
        <>
          {t('view.activity.forkedFrom')}{' '}
          <Link to={pathTo('journey', { id: item.source.id })} className={link}>
            <bdi>{item.source.title}</bdi>
          </Link>
        </>
      ) : (
        <>{t('view.activity.forkedFromHidden')}</>
      );
    case 'forked':
      return (
        <>
          {t('view.activity.forkedBy')}{' '}
          <Link to={pathTo('profile', { id: item.by.id })} className={link}>
            <bdi>{item.by.displayName ?? item.by.username ?? t('view.someone')}</bdi>
          </Link>
        </>
      );
  }
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-line bg-raised p-4 text-sm">{children}</div>;
}

/** The journey's story, oldest first: created, steps done with their times, completed, forks. */
export function JourneyActivity({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  const activity = useJourneyActivity(journeyId);
  if (activity.isPending) {
    return (
      <Frame>
        <span role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" />
          {t('view.activity.loading')}
        </span>
      </Frame>
    );
  }
  if (activity.isError) {
    return (
      <Frame>
        <p className="text-muted">{t('view.activity.failed')}</p>
        <button
          type="button"
          onClick={() => void activity.refetch()}
          className={buttonClasses('secondary', 'md', 'mt-3')}
        >
          {t('view.activity.retry')}
        </button>
      </Frame>
    );
  }
  return (
    <Frame>
      <ol className="space-y-4">
        {activity.data.items.map((item, index) => {
          const { icon: Icon, tone } = icons[item.kind];
          const isLast = index === activity.data.items.length - 1;
          return (
            <li key={`${item.kind}-${item.at}-${index}`} className="relative flex gap-3">
              {isLast ? null : (
                <span
                  aria-hidden="true"
                  className="absolute start-3.5 top-8 -bottom-4 w-px -translate-x-1/2 bg-line rtl:translate-x-1/2"
                />
              )}
              <span
                aria-hidden="true"
                className={cx(
                  'relative grid size-7 shrink-0 place-items-center rounded-full',
                  tone,
                )}
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 pt-0.5">
                <p className="break-words text-muted">
                  <ActivityText item={item} />
                </p>
                <time dateTime={item.at} className="text-xs text-muted">
                  {format.dateTime(item.at)}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </Frame>
  );
}
