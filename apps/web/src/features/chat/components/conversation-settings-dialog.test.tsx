import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail } from '@waymark/shared/chat/contracts';
import { ConversationSettingsDialog } from '@/features/chat/components/conversation-settings-dialog';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const me = {
  id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'me',
  fullName: 'Me',
  avatarUrl: null,
};
const ada = {
  id: '1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'ada',
  fullName: 'Ada',
  avatarUrl: null,
};
const id = '2c7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f';
const at = new Date(Date.UTC(2026, 10, 24)).toISOString();

const group = (role: 'admin' | 'member'): ConversationDetail => ({
  id,
  kind: 'group',
  name: 'Trail crew',
  avatarUrl: null,
  people: [ada],
  memberCount: 2,
  lastMessage: null,
  lastActivityAt: at,
  unreadCount: 0,
  mutedUntil: null,
  requestState: 'accepted',
  role,
  members: [
    { user: me, role, requestState: 'accepted', joinedAt: at },
    { user: ada, role: 'member', requestState: 'pending', joinedAt: at },
  ],
  receipts: [],
  hideReceipts: false,
  canPost: true,
});

const renderDialog = (detail: ConversationDetail) =>
  renderWithProviders(
    <MemoryRouter>
      <ConversationSettingsDialog conversation={detail} me={me.id} open onClose={() => undefined} />
    </MemoryRouter>,
  );

describe('ConversationSettingsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets an admin rename, promote and remove, and says who is only invited', async () => {
    const user = userEvent.setup();
    const calls: { method: string; path: string; body: unknown }[] = [];
    mockFetch({
      [`/api/conversations/${id}`]: async (request) => {
        calls.push({ method: request.method, path: 'rename', body: await request.json() });
        return jsonResponse({ ...group('admin'), name: 'Ridge crew' });
      },
      [`/api/conversations/${id}/members/${ada.id}/role`]: async (request) => {
        calls.push({ method: request.method, path: 'role', body: await request.json() });
        return jsonResponse(group('admin'));
      },
      [`/api/conversations/${id}/me`]: async (request) => {
        calls.push({ method: request.method, path: 'me', body: await request.json() });
        return jsonResponse({ ...group('admin'), hideReceipts: true });
      },
    });
    renderDialog(group('admin'));
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('Me (you)')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Group name' });
    await user.clear(name);
    await user.type(name, 'Ridge crew');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Make Ada an admin' }));
    await user.click(screen.getByRole('checkbox', { name: /Hide my read receipts/ }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      { method: 'PATCH', path: 'rename', body: { name: 'Ridge crew' } },
      { method: 'PUT', path: 'role', body: { role: 'admin' } },
      { method: 'PATCH', path: 'me', body: { hideReceipts: true } },
    ]);
    expect(screen.getByRole('button', { name: 'Remove Ada' })).toBeEnabled();
  });

  it('shows a plain member no admin controls, only their own choices and Leave', () => {
    mockFetch({});
    renderDialog(group('member'));
    expect(screen.queryByRole('textbox', { name: 'Group name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Mute notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeInTheDocument();
  });
});
