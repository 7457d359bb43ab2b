import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_POLL_MS } from '@/features/notifications/api/unread-count';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { startRealtime } from '@/lib/realtime/realtime-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const userId = '00000000-0000-4000-8000-000000000001';

/** The browser's WebSocket, played by the test: it records what the client sends. */
class FakeWebSocket {
  static last: FakeWebSocket | undefined;
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

const renderBell = () =>
  renderWithProviders(
    <MemoryRouter>
      <NotificationBell userId={userId} />
    </MemoryRouter>,
  );

describe('NotificationBell', () => {
  afterEach(() => vi.useRealTimers());

  it('says how many are unread in its name and badge, and links to /notifications', async () => {
    mockFetch({ '/api/notifications/unread-count': () => jsonResponse({ unread: 3 }) });
    renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('shows no badge when everything is read', async () => {
    mockFetch({ '/api/notifications/unread-count': () => jsonResponse({ unread: 0 }) });
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('caps the badge at 99+ while the name keeps the number', async () => {
    mockFetch({ '/api/notifications/unread-count': () => jsonResponse({ unread: 120 }) });
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toBeVisible();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    const fetchMock = mockFetch({
      '/api/notifications/unread-count': () => jsonResponse({ unread }),
    });
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    unread = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('takes the count from live events and stops polling while the socket is open', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const fetchMock = mockFetch({
      '/api/notifications/unread-count': () => jsonResponse({ unread: 1 }),
    });
    const stop = startRealtime(() => undefined);
    try {
      renderBell();
      expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
      const socket = FakeWebSocket.last!;
      expect(socket.url).toMatch(/^ws:\/\/.+\/api\/realtime$/);
      act(() => {
        socket.readyState = 1;
        socket.onopen?.({});
      });
      expect(socket.sent).toContainEqual({ type: 'subscribe', topic: `user:${userId}` });
      act(() => {
        socket.onmessage?.({
          data: JSON.stringify({
            type: 'event',
            topic: `user:${userId}`,
            id: '1-0',
            event: 'notification.created',
            data: { unreadCount: 7 },
          }),
        });
      });
      expect(await screen.findByRole('link', { name: 'Notifications, 7 unread' })).toBeVisible();
      // Asked once on mount; the event set the count without asking again.
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      vi.unstubAllGlobals();
    }
  });
});
