import {
  CheckCircle2,
  FolderPlus,
  Flag,
  GitFork,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityVerb } from '@waymark/shared/journeys/activity-contracts';
import { pathTo } from '@waymark/shared/routes';
import type { TimelineItem } from '@waymark/shared/timeline/contracts';
import { ActorAvatarLink, ActorNameLink } from '@/features/timeline/components/actor-links';
import { EngageBar } from '@/features/timeline/components/comments-section';
import { FeedPictures } from '@/features/timeline/components/feed-pictures';
import { useFormatters } from '@/lib/format/use-formatters';
import { RelativeTime } from '@/ui/relative-time';
import { ProgressBar } from '@/ui/progress-bar';

const verbIcons: Record<ActivityVerb, LucideIcon> = {
  'journey.created': Flag,
  'journey.completed': Trophy,
  'journey.forked': GitFork,
  'step.completed': CheckCircle2,
  'project.created': FolderPlus,
  'entry.logged': TrendingUp,
};

function useVerbText() {
  const { t } = useTranslation('social');
  const format = useFormatters();
  return (item: TimelineItem): string => {
    switch (item.verb) {
      case 'journey.created':
        return t('timeline.verb.journeyCreated');
      case 'journey.completed':
        return t('timeline.verb.journeyCompleted');
      case 'journey.forked':
        return t('timeline.verb.journeyForked');
      case 'step.completed':
        return t('timeline.verb.stepCompleted', {
          count: item.stepCount,
          formatted: format.number(item.stepCount),
        });
      case 'project.created':
        return t('timeline.verb.projectCreated');
      case 'entry.logged': {
        // "logged 12.5 km" (toward the journey named below); the unit as it was then.
        const amount = format.number(item.entry?.amount ?? 0);
        const unit = item.entry?.unit;
        return t('timeline.verb.entryLogged', { amount: unit ? `${amount} ${unit}` : amount });
      }
    }
  };
}

/**
 * One event: who did what, when, and the journey or project it links to with its progress;
 * cheers and comments at its foot.
 */
export function TimelineCard({ item }: { item: TimelineItem }) {
  const { t } = useTranslation('social');
  const format = useFormatters();
  const verbText = useVerbText();
  const name = item.actor.fullName ?? item.actor.username ?? t('timeline.someone');
  const Icon = verbIcons[item.verb];
  const target = item.journey
    ? { to: pathTo('journey', { id: item.journey.id }), title: item.journey.title }
    : item.project
      ? { to: pathTo('project', { id: item.project.id }), title: item.project.title }
      : null;
  return (
    <article className="rounded-2xl border border-line bg-raised p-4 sm:p-5">
      <header className="flex items-start gap-3">
        <ActorAvatarLink actor={item.actor} name={name} />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <ActorNameLink actor={item.actor} name={name} />{' '}
            <span className="text-muted">{verbText(item)}</span>
          </p>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
            <Icon aria-hidden="true" className="size-3.5" />
            <RelativeTime at={item.createdAt} />
          </p>
        </div>
      </header>
      {target ? (
        <div className="mt-3 space-y-2 ps-13">
          <Link
            to={target.to}
            dir="auto"
            className="block truncate text-base font-semibold text-fg hover:underline"
          >
            {item.project ? <span aria-hidden="true">{item.project.icon} </span> : null}
            {target.title}
          </Link>
          {item.stepTitles.length > 0 ? (
            <ul className="space-y-0.5 text-sm text-muted">
              {item.stepTitles.map((title, index) => (
                <li key={`${index}-${title}`} className="flex items-center gap-1.5">
                  <CheckCircle2
                    aria-hidden="true"
                    className="size-3.5 shrink-0 text-success-text"
                  />
                  <span dir="auto" className="truncate">
                    {title}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {item.journey && item.pictures.length > 0 ? (
            <FeedPictures pictures={item.pictures} journeyTitle={item.journey.title} />
          ) : null}
          {item.journey ? (
            <div className="flex items-center gap-3">
              <ProgressBar
                size="sm"
                value={item.journey.progress}
                label={t('timeline.progressOf', { title: item.journey.title })}
                valueText={format.number(item.journey.progress / 100, { style: 'percent' })}
              />
              <span className="text-xs font-semibold tabular-nums">
                {format.number(item.journey.progress / 100, { style: 'percent' })}
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
      <EngageBar item={item} />
    </article>
  );
}
