import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import { useUnreadCount } from '@/features/notifications/api/unread-count';
import { cx } from '@/lib/cx';
import { localeFor } from '@/lib/format/formatters';

/** More than this shows as "99+" on the badge; the accessible name still says the number. */
const BADGE_MAX = 99;

/**
 * The header's bell (signed-in people only): a link to /notifications whose badge shows the
 * unread count, live over the realtime socket (asked every minute while it is down, and when
 * the window regains focus). Its name says the count
 * ("Notifications, 3 unread"); its texts live in `translation`, as the header is on every page.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  // The language's own digits (Arabic-Indic in Arabic), without the settings query.
  const number = new Intl.NumberFormat(localeFor(i18n.language));
  const { data: unread = 0 } = useUnreadCount(userId);
  const label =
    unread > 0 ? t('notificationBell.unread', { count: unread }) : t('notificationBell.label');
  return (
    <NavLink
      to={pathTo('notifications')}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cx(
          'relative grid size-10 place-items-center rounded-lg hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          isActive ? 'text-brand-text' : 'text-fg',
        )
      }
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
        >
          {unread > BADGE_MAX ? `${number.format(BADGE_MAX)}+` : number.format(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
