import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_POLL_MS } from '@/features/notifications/api/unread-count';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const renderBell = () =>
  renderWithProviders(
    <MemoryRouter>
      <NotificationBell userId="00000000-0000-4000-8000-000000000001" />
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
});
