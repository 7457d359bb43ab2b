import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@waymark/shared/notifications/contracts';
import { NotificationsPage } from '@/features/notifications/pages/notifications-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

vi.mock('@/ui/signed-in-only', () => ({ useSignedInGate: () => null }));
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const ada = {
  id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'ada',
  fullName: 'Ada',
  avatarUrl: null,
};
const bo = {
  id: '1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'bo',
  fullName: 'Bo',
  avatarUrl: null,
};

const cheers: Notification = {
  id: '6f1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11',
  kind: 'journeyForked',
  subject: { type: 'journey', id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
  actors: [ada, bo],
  actorCount: 5,
  excerpt: 'Learn Spanish',
  read: false,
  updatedAt: new Date().toISOString(),
};

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>,
  );

describe('NotificationsPage', () => {
  it(
    'shows a group as "Ada and 4 others", linking to the subject, and reads it on opening',
    { timeout: 15_000 },
    async () => {
      let read = false;
      const fetchMock = mockFetch({
        '/api/notifications': () =>
          jsonResponse({ items: [{ ...cheers, read }], nextCursor: null }),
        [`/api/notifications/${cheers.id}/read`]: () => {
          read = true;
          return new Response(null, { status: 204 });
        },
      });
      renderPage();
      const link = await screen.findByRole(
        'link',
        {
          name: /^Unread:\s*\u2068Ada\u2069 and 4 others forked your journey “\u2068Learn Spanish\u2069”$/,
        },
        { timeout: 4000 },
      );
      expect(link).toHaveAttribute('href', `/journeys/${cheers.subject.id}`);
      await waitFor(() => expect(read).toBe(true));
      expect(
        fetchMock.mock.calls.filter(
          ([input]) => typeof input === 'string' && input.endsWith(`${cheers.id}/read`),
        ),
      ).toHaveLength(1);
      // Read now, it stays marked as new for the rest of this visit.
      expect(screen.getByRole('link', { name: /^Unread:/ })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    },
  );

  it('says so when there is nothing yet', async () => {
    mockFetch({ '/api/notifications': () => jsonResponse({ items: [], nextCursor: null }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  });
});
