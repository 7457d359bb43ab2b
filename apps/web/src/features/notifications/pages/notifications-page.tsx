import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { useMarkAllRead, useNotifications } from '@/features/notifications/api/notifications-api';
import { LoadMore } from '@/features/notifications/components/load-more';
import { MessageRequests } from '@/features/notifications/components/message-requests';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useMarkShownAsRead } from '@/features/notifications/lib/use-mark-shown-read';
import { buttonClasses } from '@/ui/button-styles';
import { EmptyState } from '@/ui/empty-state';
import { LinkButton } from '@/ui/link-button';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';
import { useSignedInGate } from '@/ui/signed-in-only';

function NotificationList() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const markAll = useMarkAllRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const isNew = useMarkShownAsRead(items);
  if (notifications.isPending) return <PageFallback />;
  if (notifications.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void notifications.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t('empty.title')}
        action={
          <LinkButton to={pathTo('timeline')} variant="secondary">
            {t('empty.action')}
          </LinkButton>
        }
      >
        {t('empty.text')}
      </EmptyState>
    );
  }
  return (
    <>
      {notifications.hasNextPage ? (
        // Opening reads what is shown; older ones may still be unread further down.
        <div className="mb-4 flex justify-end">
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('actions.markAllRead')}
          </button>
        </div>
      ) : null}
      <ol className="space-y-3" aria-label={t('listLabel')}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem notification={item} isNew={isNew(item.id)} />
          </li>
        ))}
      </ol>
      <LoadMore
        hasNextPage={notifications.hasNextPage}
        isFetchingNextPage={notifications.isFetchingNextPage}
        fetchNextPage={notifications.fetchNextPage}
      />
    </>
  );
}

/**
 * /notifications (issue 16): grouped, newest first; opening it reads what it shows; requests
 * (follow, connection, message) are answered in place (issue 33).
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const gate = useSignedInGate();
  if (gate) return gate;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <div className="mt-6">
        <MessageRequests />
        <NotificationList />
      </div>
    </div>
  );
}
