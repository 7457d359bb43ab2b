import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifyWhenHidden } from '@/features/chat/live/desktop-notifications';

function stubNotification(permission: NotificationPermission) {
  const shown: { title: string; body?: string }[] = [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const hidden = (isHidden: boolean) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(isHidden ? 'hidden' : 'visible');

describe('desktop notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows one when the unread total grows while the tab is hidden, with permission', () => {
    const shown = stubNotification('granted');
    hidden(true);
    const { rerender } = renderHook(
      ({ total }) => useNotifyWhenHidden(total, 'New message', 'Hi'),
      {
        initialProps: { total: 1 },
      },
    );
    expect(shown).toEqual([]);
    rerender({ total: 3 });
    expect(shown).toEqual([{ title: 'New message', body: 'Hi' }]);
    rerender({ total: 2 });
    expect(shown).toHaveLength(1);
  });

  it('stays quiet while the tab is visible, or without permission', () => {
    const shown = stubNotification('granted');
    const visibility = hidden(false);
    const { rerender } = renderHook(({ total }) => useNotifyWhenHidden(total, 'New', 'Hi'), {
      initialProps: { total: 0 },
    });
    rerender({ total: 1 });
    expect(shown).toEqual([]);
    visibility.mockReturnValue('hidden');
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default' }));
    rerender({ total: 2 });
    expect(shown).toEqual([]);
  });
});
