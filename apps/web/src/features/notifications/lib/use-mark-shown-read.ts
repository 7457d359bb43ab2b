import { useEffect, useRef, useState } from 'react';
import type { Notification } from '@waymark/shared/notifications/contracts';
import { useMarkShownRead } from '@/features/notifications/api/notifications-api';
import { usePageVisible } from '@/features/notifications/lib/use-page-visible';

/**
 * Opening the notifications reads what they show: each unread notification on screen is
 * marked read once (when the page is visible), which clears the bell's count of it. Returns
 * whether a notification is new to this visit, so it stays highlighted until the next one.
 */
export function useMarkShownAsRead(items: readonly Notification[]): (id: string) => boolean {
  const { mutate: markShownRead } = useMarkShownRead();
  const isVisible = usePageVisible();
  const unreadIds = items.filter((item) => !item.read).map((item) => item.id);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  // Adjusted while rendering: what arrives unread joins this visit's new ones.
  if (unreadIds.some((id) => !fresh.has(id))) setFresh(new Set([...fresh, ...unreadIds]));

  const requested = useRef(new Set<string>());
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (!isVisible || unreadKey === '') return;
    const ids = unreadKey.split(',').filter((id) => !requested.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) requested.current.add(id);
    markShownRead(ids);
  }, [isVisible, unreadKey, markShownRead]);

  return (id: string) => fresh.has(id);
}
