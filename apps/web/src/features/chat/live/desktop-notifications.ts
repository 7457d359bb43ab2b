import { useEffect, useRef, useState } from 'react';

/**
 * Desktop notifications for new messages while the tab is hidden. Permission is asked only
 * from a button (never on load: browsers penalise it and people hate it); muted conversations
 * do not count (the unread total leaves them out).
 */
export type DesktopPermission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function useDesktopPermission() {
  const [permission, setPermission] = useState<DesktopPermission>(() =>
    supported() ? Notification.permission : 'unsupported',
  );
  const ask = async () => {
    if (!supported()) return;
    setPermission(await Notification.requestPermission());
  };
  return { permission, ask };
}

/** Shows one notification when the unread total grows while the page is hidden. */
export function useNotifyWhenHidden(total: number | undefined, title: string, body: string) {
  const previous = useRef(total);
  useEffect(() => {
    const before = previous.current;
    previous.current = total;
    if (total === undefined || before === undefined || total <= before) return;
    if (!supported() || Notification.permission !== 'granted') return;
    if (document.visibilityState !== 'hidden') return;
    // One tag: a burst of messages replaces the notification instead of stacking them.
    const notification = new Notification(title, { body, tag: 'waymark-chat' });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  }, [total, title, body]);
}
