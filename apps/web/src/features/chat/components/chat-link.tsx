import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import { useChatUnread } from '@/features/chat/api/get-unread';
import { UnreadBadge } from '@/features/chat/components/unread-badge';
import { useNotifyWhenHidden } from '@/features/chat/live/desktop-notifications';
import { useChatUserLive } from '@/features/chat/live/use-chat-user-live';
import { useAuthContext } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { useSettings } from '@/lib/format/settings-query';

/**
 * The header's Chat link (signed-in people only) with the unread count of conversations not
 * muted, plus waiting message requests. Its name says the count; its texts live in
 * `translation`, as the header is on every page. It is also what shows a desktop notification
 * when messages arrive while the tab is hidden (if the person allowed them on /chat).
 */
export function ChatLink() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  useChatUserLive(user?.id ?? null);
  const { data } = useChatUnread(true);
  const unread = (data?.total ?? 0) + (data?.requests ?? 0);
  // Settings → Notifications → Messages (in-app) off: no desktop notification either.
  const settings = useSettings();
  const wantsMessages = settings.data?.notifications.messages.inApp !== false;
  useNotifyWhenHidden(
    wantsMessages ? data?.total : undefined,
    t('chatLink.notificationTitle'),
    t('chatLink.notificationBody'),
  );
  const label = unread > 0 ? t('chatLink.unread', { count: unread }) : t('chatLink.label');
  return (
    <NavLink
      to={pathTo('chat')}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cx(
          'relative grid size-9 place-items-center rounded-lg hover:bg-surface sm:size-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          isActive ? 'text-brand-text' : 'text-fg',
        )
      }
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      <UnreadBadge
        count={unread}
        className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
      />
    </NavLink>
  );
}
