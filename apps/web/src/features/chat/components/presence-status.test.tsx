import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '@waymark/shared/chat/contracts';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { PresenceText } from '@/features/chat/components/presence-status';
import { AuthProvider } from '@/lib/auth/auth-context';
import { signedOutHandlers } from '@/lib/auth/test-helpers';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const me = '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f';
const person = (id: string, fullName: string) => ({
  id,
  username: fullName.toLowerCase(),
  fullName,
  avatarUrl: null,
});
const ada = person('1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', 'Ada');
const bob = person('3b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', 'Bob');
const at = new Date().toISOString();
const direct = (id: string, other: typeof ada): ConversationSummary => ({
  id,
  kind: 'direct',
  name: null,
  avatarUrl: null,
  people: [other],
  memberCount: 2,
  lastMessage: null,
  lastActivityAt: at,
  unreadCount: 0,
  mutedUntil: null,
  requestState: 'accepted',
  role: 'member',
});

// Formatting reads the person's settings once signed in; a visitor's defaults are enough here.
const visitor = {
  '/api/public-config': () => jsonResponse(publicConfigBody),
  ...signedOutHandlers,
};

describe('activity status in chat', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says Online, or when someone was last active, and nothing when it is not mine to see', () => {
    mockFetch(visitor);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    const { rerender } = renderWithProviders(
      <AuthProvider>
        <PresenceText presence={{ userId: ada.id, online: true, lastSeenAt: at }} />
      </AuthProvider>,
    );
    expect(screen.getByText('Online')).toBeInTheDocument();
    rerender(
      <AuthProvider>
        <PresenceText presence={{ userId: ada.id, online: false, lastSeenAt: fiveMinutesAgo }} />
      </AuthProvider>,
    );
    expect(screen.getByText('Active 5 minutes ago')).toHaveAttribute('datetime', fiveMinutesAgo);
    rerender(
      <AuthProvider>
        <PresenceText presence={{ userId: ada.id, online: false, lastSeenAt: null }} />
      </AuthProvider>,
    );
    expect(screen.queryByText(/Active|Online/)).toBeNull();
    rerender(
      <AuthProvider>
        <PresenceText />
      </AuthProvider>,
    );
    expect(screen.queryByText(/Active|Online/)).toBeNull();
  });

  it('marks the rows of people online in the list, asking once for all of them', async () => {
    const asked: string[] = [];
    mockFetch({
      ...visitor,
      '/api/conversations': () =>
        jsonResponse({
          items: [
            direct('4c7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', ada),
            direct('5c7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', bob),
          ],
          nextCursor: null,
        }),
      '/api/presence': (request) => {
        asked.push(new URL(request.url).searchParams.get('ids') ?? '');
        return jsonResponse({ people: [{ userId: ada.id, online: true, lastSeenAt: at }] });
      },
    });
    renderWithProviders(
      <AuthProvider>
        <MemoryRouter>
          <ConversationList
            me={me}
            tab="inbox"
            onTabChange={() => undefined}
            requestCount={0}
            onNew={() => undefined}
          />
        </MemoryRouter>
      </AuthProvider>,
    );
    const adaRow = await screen.findByRole('link', { name: /Ada/ });
    expect(await within(adaRow).findByText('Online')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Bob/ })).queryByText('Online')).toBeNull();
    expect(asked).toEqual([[ada.id, bob.id].sort().join(',')]);
  });
});
