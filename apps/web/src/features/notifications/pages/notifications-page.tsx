import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { useMarkAllRead, useNotifications } from '@/features/notifications/api/notifications-api';
import { LoadMore } from '@/features/notifications/components/load-more';
import { NotificationItem } from '@/features/notifications/components/notification-item';
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
  const items = notifications.data.pages.flatMap((page) => page.items);
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
  const hasUnread = items.some((item) => !item.read);
  return (
    <>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={!hasUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('actions.markAllRead')}
        </button>
      </div>
      <ol className="space-y-3" aria-label={t('listLabel')}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem notification={item} />
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

/** /notifications (issue 16): grouped, newest first, read and delete one by one or all. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const gate = useSignedInGate();
  if (gate) return gate;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <div className="mt-6">
        <NotificationList />
      </div>
    </div>
  );
}
