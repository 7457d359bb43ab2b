import { Hash, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '@waymark/shared/community/contracts';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { channelTexts } from '@/features/community/lib/channels';
import { cx } from '@/lib/cx';

// The moderation link sits in the list as one more item, never the current one.
function itemClasses(isCurrent: boolean) {
  return cx(
    'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring md:border-transparent',
    isCurrent
      ? 'border-brand bg-brand-soft font-semibold text-brand-text'
      : 'border-line text-fg hover:bg-surface',
  );
}

/**
 * The channels, each with its unread marker; a row of chips on phones, a column beside the
 * channel on wide screens. Moderators also get the way to the reports queue.
 */
export function ChannelNav({
  channels,
  current,
  isModerator,
}: {
  channels: Channel[];
  current: string;
  isModerator: boolean;
}) {
  const { t } = useTranslation('community');
  return (
    <nav aria-label={t('channels.label')} className="min-w-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:gap-1 md:overflow-visible md:rounded-2xl md:border md:border-line md:bg-raised md:p-2">
        {channels.map((channel) => {
          const texts = channelTexts(t, channel.slug);
          const isCurrent = channel.slug === current;
          return (
            <li key={channel.id} className="shrink-0">
              <Link
                to={pathTo('communityChannel', { channel: channel.slug })}
                aria-current={isCurrent ? 'page' : undefined}
                className={itemClasses(isCurrent)}
              >
                <Hash aria-hidden="true" className="size-4 shrink-0 opacity-70" />
                <span className="min-w-0 flex-1 truncate">{texts.name}</span>
                {channel.unreadCount > 0 ? (
                  <span className="rounded-full bg-brand px-1.5 text-xs font-semibold text-on-brand">
                    <span aria-hidden="true">
                      {channel.unreadCount >= 99 ? '99+' : channel.unreadCount}
                    </span>
                    <span className="sr-only">
                      {t('channels.unread', { number: channel.unreadCount })}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        {isModerator ? (
          <li className="shrink-0 md:mt-2 md:border-t md:border-line md:pt-2">
            <Link to={routePatterns.communityModeration} className={itemClasses(false)}>
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 opacity-70" />
              {t('moderationLink')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
