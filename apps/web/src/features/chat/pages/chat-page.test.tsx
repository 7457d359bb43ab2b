import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ConversationDetail,
  ConversationSummary,
  Message,
} from '@waymark/shared/chat/contracts';
import { ChatLink } from '@/features/chat/components/chat-link';
import { resetOutbox } from '@/features/chat/live/outbox';
import { ChatPage } from '@/features/chat/pages/chat-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

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
const conversationId = '2c7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f';

vi.mock('@/ui/signed-in-only', () => ({ useSignedInGate: () => null }));
vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: { id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f' } }),
}));

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, minutes)).toISOString();

function message(overrides: Partial<Message> & Pick<Message, 'id' | 'senderId' | 'body'>): Message {
  return {
    conversationId,
    mentions: [],
    replyTo: null,
    attachmentUrl: null,
    clientKey: null,
    createdAt: at(0),
    editedAt: null,
    deletedAt: null,
    reactions: [],
    ...overrides,
  };
}

const hello = message({
  id: '3a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  senderId: ada.id,
  body: 'Hello, see https://example.com',
  createdAt: at(1),
});
const mine = message({
  id: '4a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  senderId: me.id,
  body: 'Hi Ada',
  createdAt: at(2),
  editedAt: at(3),
  reactions: [{ emoji: '🎉', count: 1, mine: false, userIds: [ada.id] }],
});

const summary: ConversationSummary = {
  id: conversationId,
  kind: 'direct',
  name: null,
  avatarUrl: null,
  people: [ada],
  memberCount: 2,
  lastMessage: {
    id: mine.id,
    senderId: me.id,
    excerpt: 'Hi Ada',
    deleted: false,
    hasAttachment: false,
    createdAt: at(2),
  },
  lastActivityAt: at(2),
  unreadCount: 3,
  mutedUntil: null,
  requestState: 'accepted',
  role: 'admin',
};

const detail = (overrides: Partial<ConversationDetail> = {}): ConversationDetail => ({
  ...summary,
  members: [
    { user: me, role: 'admin', requestState: 'accepted', joinedAt: at(0) },
    { user: ada, role: 'admin', requestState: 'accepted', joinedAt: at(0) },
  ],
  receipts: [
    { userId: me.id, lastReadMessageId: hello.id, lastReadAt: at(1) },
    { userId: ada.id, lastReadMessageId: mine.id, lastReadAt: at(2) },
  ],
  hideReceipts: false,
  canPost: true,
  ...overrides,
});

function serve(
  options: {
    detail?: ConversationDetail;
    onSend?: (request: Request) => Response | Promise<Response>;
  } = {},
) {
  return mockFetch({
    '/api/conversations': () => jsonResponse({ items: [summary], nextCursor: null }),
    '/api/conversations/unread': () =>
      jsonResponse({ total: 3, requests: 1, conversations: { [conversationId]: 3 } }),
    [`/api/conversations/${conversationId}`]: () => jsonResponse(options.detail ?? detail()),
    [`/api/conversations/${conversationId}/messages`]: (request) =>
      request.method === 'POST'
        ? (options.onSend?.(request) ?? jsonResponse({}, 500))
        : jsonResponse({ items: [mine, hello], nextCursor: null }),
    [`/api/conversations/${conversationId}/read`]: () =>
      jsonResponse({ total: 0, requests: 1, conversations: {} }),
  });
}

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/chat" element={<ChatPage />}>
          <Route index element={null} />
          <Route path="/chat/:conversationId" element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('chat', () => {
  afterEach(() => {
    resetOutbox();
    vi.unstubAllGlobals();
  });

  it(
    'lists conversations with their unread count and a requests tab with its count',
    { timeout: 15_000 },
    async () => {
      serve();
      renderAt('/chat');
      const link = await screen.findByRole('link', { name: /Ada Lovelace/ });
      expect(link).toHaveAttribute('href', `/chat/${conversationId}`);
      expect(within(link).getByText('3 unread messages')).toBeInTheDocument();
      expect(link).toHaveTextContent('You: Hi Ada');
      const requests = screen.getByRole('tab', { name: /Requests/ });
      expect(within(requests).getByTestId('chat-unread-badge')).toHaveTextContent('1');
    },
  );

  it(
    'shows the history with links, edited marks, reactions and "Seen", and marks it read',
    { timeout: 15_000 },
    async () => {
      const fetchMock = serve();
      renderAt(`/chat/${conversationId}`);
      const history = await screen.findByRole('list', { name: 'Messages' });
      const items = within(history).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Hello, see https://example.com');
      expect(within(history).getByRole('link', { name: 'https://example.com' })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(items[1]).toHaveTextContent('edited');
      expect(within(history).getByRole('button', { name: /🎉 1: Ada Lovelace/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(screen.getByText('Seen')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(
            ([url]) => typeof url === 'string' && url.endsWith(`${conversationId}/read`),
          ),
        ).toBe(true),
      );
    },
  );

  it(
    'sends with Enter, keeps Shift+Enter for a new line, and sends a message written offline once on reconnect',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const sent: { body: string; clientKey: string }[] = [];
      let online = false;
      serve({
        onSend: async (request) => {
          const body = (await request.json()) as { body: string; clientKey: string };
          if (!online) throw new TypeError('Failed to fetch');
          sent.push(body);
          return jsonResponse(
            message({
              id: '5a7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
              senderId: me.id,
              body: body.body,
              clientKey: body.clientKey,
              createdAt: at(5),
            }),
            201,
          );
        },
      });
      renderAt(`/chat/${conversationId}`);
      const field = await screen.findByRole('textbox', { name: 'Message' });
      await user.type(field, 'Line one{Shift>}{Enter}{/Shift}line two');
      expect(field).toHaveValue('Line one\nline two');
      await user.keyboard('{Enter}');
      expect(field).toHaveValue('');
      const pending = await screen.findByTestId('pending-message');
      await waitFor(() => expect(pending).toHaveTextContent('Waiting to sync'));
      online = true;
      // Twice, as a flaky network may say: the queue still sends once.
      act(() => {
        window.dispatchEvent(new Event('online'));
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toBe('Line one\nline two');
      expect(screen.getByText(/line two/)).toBeInTheDocument();
    },
  );

  it('asks to accept a message request before replying', { timeout: 15_000 }, async () => {
    serve({ detail: detail({ requestState: 'pending', canPost: false }) });
    renderAt(`/chat/${conversationId}`);
    expect(await screen.findByRole('region', { name: 'Message request' })).toHaveTextContent(
      'Ada Lovelace wants to send you messages',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText('Accept the request to reply.')).toBeInTheDocument();
  });

  it('puts unread messages and requests on the header link', async () => {
    serve();
    renderWithProviders(
      <MemoryRouter>
        <ChatLink />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Chat, 4 unread' });
    expect(link).toHaveAttribute('href', '/chat');
    expect(within(link).getByTestId('chat-unread-badge')).toHaveTextContent('4');
  });
});
