import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '@waymark/shared/chat/contracts';
import type { Notification } from '@waymark/shared/notifications/contracts';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsPage } from '@/features/notifications/pages/notifications-page';
import { jsonResponse, mockFetch, type FetchHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

vi.mock('@/ui/signed-in-only', () => ({ useSignedInGate: () => null }));
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));
vi.setConfig({ testTimeout: 15_000 });

const me = '00000000-0000-4000-8000-000000000001';
const alice = {
  id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'alice',
  fullName: 'Alice',
  avatarUrl: null,
};
const bob = {
  ...alice,
  id: '1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'bob',
  fullName: 'Bob',
};

const request = (kind: 'connectionRequest' | 'followRequest', from = alice): Notification => ({
  id:
    kind === 'connectionRequest'
      ? '6f1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11'
      : '7f1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11',
  kind,
  subject: { type: 'profile', id: from.id },
  actors: [from],
  actorCount: 1,
  excerpt: null,
  read: false,
  updatedAt: new Date().toISOString(),
});

const noContent = () => new Response(null, { status: 204 });
const pending =
  (follows: (typeof alice)[] = [], connections: (typeof alice)[] = []): FetchHandler =>
  () =>
    jsonResponse({
      follows,
      connections: connections.map((person) => ({ ...person, connectionType: 'friend' })),
    });

/** The page with the header's bell beside it, as in the app. */
function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <NotificationBell userId={me} />
      <NotificationsPage />
    </MemoryRouter>,
  );
}

const item = async (text: RegExp) =>
  (await screen.findByRole('link', { name: text }, { timeout: 4000 })).closest('article')!;

const calls = (fetch: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      typeof input === 'string' && input.endsWith(path) && (init?.method ?? 'GET') === method,
  );

describe('answering requests in the notifications', () => {
  it('accepts a connection request and says so, with the profile endpoint', async () => {
    let isPending = true;
    const fetch = mockFetch({
      '/api/notifications': () =>
        jsonResponse({ items: [request('connectionRequest')], nextCursor: null }),
      '/api/me/social/requests': () =>
        pending([], isPending ? [alice] : [])(new Request('http://x')),
      [`/api/profiles/${alice.id}/connection/accept`]: () => {
        isPending = false;
        return noContent();
      },
    });
    renderPage();
    const article = await item(/asked to connect with you/);
    const accept = await within(article).findByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription(/Alice\W* asked to connect with you/);
    await userEvent.click(accept);
    expect(await within(article).findByRole('status')).toHaveTextContent('Accepted');
    expect(within(article).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(calls(fetch, 'POST', `/api/profiles/${alice.id}/connection/accept`)).toHaveLength(1);
    // The pending requests are asked again (the profile's list refreshes too).
    await waitFor(() => expect(calls(fetch, 'GET', '/api/me/social/requests').length).toBe(2));
  });

  it('declines a follow request with the endpoint the profile uses', async () => {
    const fetch = mockFetch({
      '/api/notifications': () =>
        jsonResponse({ items: [request('followRequest')], nextCursor: null }),
      '/api/me/social/requests': pending([alice]),
      [`/api/me/follow-requests/${alice.id}`]: noContent,
    });
    renderPage();
    const article = await item(/asked to follow you/);
    await userEvent.click(await within(article).findByRole('button', { name: 'Decline' }));
    expect(await within(article).findByRole('status')).toHaveTextContent('Declined');
    expect(calls(fetch, 'DELETE', `/api/me/follow-requests/${alice.id}`)).toHaveLength(1);
  });

  it('says a request answered elsewhere is no longer waiting, without buttons', async () => {
    mockFetch({
      '/api/notifications': () =>
        jsonResponse({ items: [request('connectionRequest')], nextCursor: null }),
      '/api/me/social/requests': pending(),
    });
    renderPage();
    const article = await item(/asked to connect with you/);
    expect(await within(article).findByText('No longer waiting for your answer')).toBeVisible();
    expect(within(article).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('puts the server’s refusal of a request gone meanwhile into words', async () => {
    mockFetch({
      '/api/notifications': () =>
        jsonResponse({ items: [request('followRequest')], nextCursor: null }),
      '/api/me/social/requests': pending([alice]),
      [`/api/me/follow-requests/${alice.id}/accept`]: () =>
        jsonResponse(
          { error: { code: 'NOT_FOUND', message: 'No follow request from this person' } },
          404,
        ),
    });
    renderPage();
    const article = await item(/asked to follow you/);
    await userEvent.click(await within(article).findByRole('button', { name: 'Accept' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      'This request was already answered or withdrawn.',
    );
  });

  it('answers a message request with the chat’s endpoint and keeps it shown', async () => {
    const conversation: ConversationSummary = {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      kind: 'direct',
      name: null,
      avatarUrl: null,
      people: [bob],
      memberCount: 2,
      lastMessage: {
        id: '8a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        senderId: bob.id,
        excerpt: 'Hello there',
        deleted: false,
        hasAttachment: false,
        createdAt: new Date().toISOString(),
      },
      lastActivityAt: new Date().toISOString(),
      unreadCount: 1,
      mutedUntil: null,
      requestState: 'pending',
      role: 'member',
    };
    let answered: unknown = null;
    mockFetch({
      '/api/notifications': () => jsonResponse({ items: [], nextCursor: null }),
      '/api/conversations': () =>
        jsonResponse({ items: answered ? [] : [conversation], nextCursor: null }),
      [`/api/conversations/${conversation.id}/request`]: async (sent) => {
        answered = await sent.json();
        return jsonResponse({
          ...conversation,
          requestState: 'accepted',
          members: [],
          receipts: [],
          hideReceipts: false,
          canPost: true,
        });
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Message requests' });
    const link = await within(section).findByRole('link', {
      name: /Bob\W* wants to send you messages/,
    });
    expect(link).toHaveAttribute('href', `/chat/${conversation.id}`);
    expect(within(section).getByText('Hello there')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Accept' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Accepted');
    expect(answered).toEqual({ decision: 'accept' });
  });
});

describe('opening the notifications', () => {
  it('clears the bell’s count of what it shows', async () => {
    let unread = 2;
    const fetch = mockFetch({
      '/api/notifications': () =>
        jsonResponse({
          items: [request('connectionRequest', alice), request('followRequest', bob)].map(
            (notification) => ({ ...notification, read: unread === 0 }),
          ),
          nextCursor: null,
        }),
      '/api/notifications/unread-count': () => jsonResponse({ unread }),
      '/api/notifications/read-all': () => {
        unread = 0;
        return jsonResponse({ updated: 2 });
      },
      '/api/me/social/requests': pending([bob], [alice]),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    // Both unread ones are on screen: one request reads them all.
    await waitFor(() =>
      expect(calls(fetch, 'POST', '/api/notifications/read-all')).toHaveLength(1),
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('reads only what it shows when more are unread than shown', async () => {
    let unread = 5;
    const shown = request('connectionRequest');
    const fetch = mockFetch({
      '/api/notifications': () =>
        jsonResponse({ items: [{ ...shown, read: unread < 5 }], nextCursor: 'older' }),
      '/api/notifications/unread-count': () => jsonResponse({ unread }),
      [`/api/notifications/${shown.id}/read`]: () => {
        unread = 4;
        return noContent();
      },
      '/api/me/social/requests': pending([], [alice]),
    });
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Notifications, 4 unread' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(calls(fetch, 'POST', '/api/notifications/read-all')).toHaveLength(0);
    // Older unread ones wait further down; reading them all stays one click away.
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });
});
