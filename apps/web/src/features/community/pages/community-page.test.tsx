import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CommunityMessage, CommunityOverview } from '@waymark/shared/community/contracts';
import { CommunityPage } from '@/features/community/pages/community-page';
import { ModerationPage } from '@/features/community/pages/moderation-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

vi.mock('@/ui/signed-in-only', () => ({
  SignedInOnly: ({ children }: { children: React.ReactNode }) => children,
}));
vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: { id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f' }, profile: null }),
}));

const me = {
  id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'me',
  fullName: 'Me Myself',
  avatarUrl: null,
};
const ada = {
  id: '1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'ada',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
};
const ids = {
  introductions: '5a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  wins: '6a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
};
const overview = (isModerator = false): CommunityOverview => ({
  channels: [
    { id: ids.introductions, slug: 'introductions', unreadCount: 0, lastMessageAt: null },
    { id: ids.wins, slug: 'wins', unreadCount: 3, lastMessageAt: null },
  ],
  isModerator,
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, minutes)).toISOString();
function message(
  overrides: Partial<CommunityMessage> & Pick<CommunityMessage, 'id' | 'body'>,
): CommunityMessage {
  return {
    channelId: ids.introductions,
    author: ada,
    replyTo: null,
    createdAt: at(1),
    editedAt: null,
    deletedAt: null,
    removedAt: null,
    reactions: [],
    isMine: false,
    isReportedByMe: false,
    clientKey: null,
    ...overrides,
  };
}

const urlText = (url: unknown) => (typeof url === 'string' ? url : '');
const bodyText = (body: unknown) => (typeof body === 'string' ? body : '');

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/community" element={<CommunityPage />} />
        <Route path="/community/moderation" element={<ModerationPage />} />
        <Route path="/community/:channel" element={<CommunityPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CommunityPage', () => {
  it('shows the channels with their unread markers and the first channel’s messages', async () => {
    const removed = message({
      id: '7a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
      body: '',
      removedAt: at(3),
      createdAt: at(2),
    });
    mockFetch({
      '/api/community': () => jsonResponse(overview()),
      '/api/community/channels/introductions/messages': () =>
        jsonResponse({
          items: [
            removed,
            message({ id: '8a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', body: 'Hello, I am Ada' }),
          ],
          nextCursor: null,
        }),
    });
    renderAt('/community');
    const nav = await screen.findByRole('navigation', { name: 'Channels' });
    expect(within(nav).getByRole('link', { name: /Introductions/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /Wins/ })).toHaveTextContent('New messages: 3');
    expect(within(nav).queryByRole('link', { name: 'Moderation' })).toBeNull();
    expect(await screen.findByText('Hello, I am Ada')).toBeVisible();
    expect(screen.getByText('Removed by a moderator')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Introductions' })).toBeVisible();
  });

  it('posts a message with a client key and shows it', async () => {
    const user = userEvent.setup();
    const posted = message({
      id: '9a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
      body: 'Hi all',
      author: me,
      isMine: true,
    });
    const fetch = mockFetch({
      '/api/community': () => jsonResponse(overview()),
      '/api/community/channels/introductions/messages': (request) =>
        request.method === 'POST'
          ? jsonResponse(posted, 201)
          : jsonResponse({ items: [], nextCursor: null }),
    });
    renderAt('/community/introductions');
    expect(await screen.findByText('Be the first to write here')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Write in Introductions' }),
      'Hi all{Enter}',
    );
    expect(await screen.findByText('Hi all')).toBeVisible();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(bodyText(post?.[1]?.body)) as { body: string; clientKey: string };
    expect(body.body).toBe('Hi all');
    expect(body.clientKey).toMatch(/^[a-f0-9]{32}$/);
  });

  it('reports a message with a reason from the list', async () => {
    const user = userEvent.setup();
    const target = message({ id: 'aa7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', body: 'Buy watches' });
    const fetch = mockFetch({
      '/api/community': () => jsonResponse(overview()),
      '/api/community/channels/introductions/messages': () =>
        jsonResponse({ items: [target], nextCursor: null }),
      [`/api/community/messages/${target.id}/reports`]: () => jsonResponse({ id: target.id }, 201),
    });
    renderAt('/community/introductions');
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /note for the moderators/ }),
      'An advert',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => urlText(url).endsWith(`/messages/${target.id}/reports`)),
      ).toBe(true),
    );
    const call = fetch.mock.calls.find(([url]) => urlText(url).endsWith('/reports'));
    expect(JSON.parse(bodyText(call?.[1]?.body))).toEqual({ reason: 'spam', note: 'An advert' });
  });

  it('shows a labelled preview with the way to subscribe when the server answers 402', async () => {
    mockFetch({
      '/api/community': () =>
        jsonResponse({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Subscribe' } }, 402),
    });
    renderAt('/community');
    const preview = await screen.findByTestId('community-preview');
    expect(
      within(preview).getByRole('heading', { name: "Join the members' community" }),
    ).toBeVisible();
    expect(within(preview).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('tells a banned person so, with the reason given', async () => {
    mockFetch({
      '/api/community': () =>
        jsonResponse(
          {
            error: {
              code: 'COMMUNITY_BANNED',
              message: 'Banned',
              details: [{ path: 'reason', message: 'Spamming links' }],
            },
          },
          403,
        ),
    });
    renderAt('/community');
    const notice = await screen.findByTestId('community-banned');
    expect(notice).toHaveTextContent('You cannot take part in the community');
    expect(notice).toHaveTextContent('Reason given: Spamming links');
  });
});

describe('ModerationPage', () => {
  it('lists open reports and removes a message after confirming', async () => {
    const user = userEvent.setup();
    const report = {
      id: 'ba7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
      reason: 'harassment',
      note: 'Rude',
      status: 'open',
      createdAt: at(5),
      reporter: me,
      message: {
        id: 'ca7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
        channelSlug: 'wins',
        author: ada,
        body: 'Something rude',
        createdAt: at(4),
        removedAt: null,
      },
      openReportCount: 2,
      isAuthorBanned: false,
    };
    const fetch = mockFetch({
      '/api/community': () => jsonResponse(overview(true)),
      '/api/community/moderation/reports': () => jsonResponse({ items: [report] }),
      '/api/community/moderation/bans': () => jsonResponse({ items: [] }),
      '/api/community/moderation/log': () => jsonResponse({ items: [] }),
      [`/api/community/moderation/messages/${report.message.id}/remove`]: () =>
        new Response(null, { status: 204 }),
    });
    renderAt('/community/moderation');
    const card = await screen.findByTestId('community-report');
    expect(card).toHaveTextContent('Harassment or bullying');
    expect(card).toHaveTextContent('Something rude');
    expect(card).toHaveTextContent('Open reports on this message: 2');
    await user.click(within(card).getByRole('button', { name: 'Remove message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this message for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => urlText(url).endsWith('/remove'))).toBe(true),
    );
  });

  it('says the page is for moderators to anyone else, without asking for the queue', async () => {
    const fetch = mockFetch({ '/api/community': () => jsonResponse(overview(false)) });
    renderAt('/community/moderation');
    expect(await screen.findByText('Only community moderators can open this page.')).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => urlText(url).includes('/moderation/'))).toBe(false);
  });
});
