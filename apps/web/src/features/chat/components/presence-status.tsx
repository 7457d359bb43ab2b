import { useTranslation } from 'react-i18next';
import type { Presence } from '@waymark/shared/presence/contracts';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';

/** "Online" with a green dot, or "Active 5 minutes ago"; nothing when it is not mine to see. */
export function PresenceText({ presence }: { presence?: Presence }) {
  const { t } = useTranslation('chat');
  const { relativeTime } = useFormatters();
  if (!presence) return null;
  if (presence.online) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2 rounded-full bg-success" />
        {t('presence.online')}
      </span>
    );
  }
  if (!presence.lastSeenAt) return null;
  return (
    <time dateTime={presence.lastSeenAt}>
      {t('presence.lastSeen', { time: relativeTime(presence.lastSeenAt) })}
    </time>
  );
}

/** The green dot on an avatar's corner; its words are said by the row it sits in. */
export function OnlineDot({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'absolute end-0 bottom-0 size-3 rounded-full bg-success ring-2 ring-raised',
        className,
      )}
    />
  );
}
