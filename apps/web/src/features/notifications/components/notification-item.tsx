import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@waymark/shared/notifications/contracts';
import { useDeleteNotification, useMarkRead } from '@/features/notifications/api/notifications-api';
import { NotificationAvatars } from '@/features/notifications/components/notification-avatars';
import {
  isSocialRequest,
  SocialRequestAnswer,
} from '@/features/notifications/components/social-request-answer';
import { useNotificationText } from '@/features/notifications/components/notification-text';
import { notificationLink } from '@/features/notifications/lib/notification-link';
import { cx } from '@/lib/cx';
import { RelativeTime } from '@/ui/relative-time';

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

const quotedKinds: Notification['kind'][] = ['comment', 'mention'];

/**
 * One notification: who and what, when, a link to its subject, Accept and Decline for a
 * request, and its deletion. `isNew`: unread when this visit showed it (the page marks what it
 * shows as read, and keeps it highlighted until the next visit).
 */
export function NotificationItem({
  notification,
  isNew,
}: {
  notification: Notification;
  isNew: boolean;
}) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText(notification);
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const textId = `notification-${notification.id}`;
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id);
  };
  return (
    <article
      className={cx(
        'flex items-start gap-3 rounded-2xl border p-4',
        isNew ? 'border-brand/40 bg-brand-soft/40' : 'border-line bg-raised',
      )}
    >
      <NotificationAvatars actors={notification.actors} />
      <div className="min-w-0 flex-1">
        <Link
          id={textId}
          to={notificationLink(notification)}
          onClick={open}
          className={cx(
            'block rounded text-sm text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            isNew && 'font-semibold',
          )}
        >
          {isNew ? <span className="sr-only">{t('unread')} </span> : null}
          {text}
        </Link>
        {notification.excerpt && quotedKinds.includes(notification.kind) ? (
          <p dir="auto" className="mt-1 line-clamp-2 text-sm text-muted">
            {notification.excerpt}
          </p>
        ) : null}
        <RelativeTime at={notification.updatedAt} className="mt-1 block text-xs text-muted" />
        {isSocialRequest(notification) && notification.subject.id ? (
          <SocialRequestAnswer
            kind={notification.kind}
            requesterId={notification.subject.id}
            describedBy={textId}
          />
        ) : null}
      </div>
      {isNew ? (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand" />
      ) : null}
      <button
        type="button"
        className={iconButton}
        aria-label={t('actions.delete')}
        title={t('actions.delete')}
        disabled={remove.isPending}
        onClick={() => remove.mutate(notification.id)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </article>
  );
}
