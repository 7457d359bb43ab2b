import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationEntry } from '@waymark/shared/social/contracts';
import { remainingMuteDuration } from '@/features/settings/api/moderation';
import { ModerationLists } from '@/features/settings/components/moderation-lists';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { resetToasts } from '@/ui/toast/toast-store';
import { Toaster } from '@/ui/toast/toaster';

vi.setConfig({ testTimeout: 20_000 });

const grace: ModerationEntry = {
  id: '0b7f1a2c-6c1e-4a4e-9b1d-2f3a4b5c6d7e',
  username: 'grace',
  fullName: 'Grace Hopper',
  avatarUrl: null,
  since: '2026-03-01T10:00:00.000Z',
  until: null,
};

let blocked: ModerationEntry[];
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  blocked = [grace];
  fetchMock = mockFetch({
    '/api/me/social/blocked': () => jsonResponse({ items: blocked }),
    '/api/me/social/restricted': () => jsonResponse({ items: [] }),
    '/api/me/social/muted': () =>
      jsonResponse({ items: [{ ...grace, until: '2026-03-08T10:00:00.000Z' }] }),
    [`/api/profiles/${grace.id}/block`]: (request) => {
      blocked = request.method === 'DELETE' ? [] : [grace];
      return new Response(null, { status: 204 });
    },
  });
});

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const calls = (method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      typeof input === 'string' && input.endsWith(`/${grace.id}/block`) && init?.method === method,
  );

describe('settings → privacy lists', () => {
  it('lists blocked, restricted and muted people, and undoes an unblock from the toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModerationLists />
        <Toaster />
      </>,
    );
    const blockedCard = (await screen.findByRole('heading', { name: 'Blocked people' })).closest(
      'section',
    );
    if (!blockedCard) throw new Error('no card');
    expect(await within(blockedCard).findByText('Grace Hopper')).toBeInTheDocument();
    expect(await screen.findByText("You haven't restricted anyone.")).toBeInTheDocument();
    expect(await screen.findByText(/until Mar 8, 2026/)).toBeInTheDocument();

    await user.click(within(blockedCard).getByRole('button', { name: 'Unblock: Grace Hopper' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(await within(blockedCard).findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper is unblocked')).toBeInTheDocument();

    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(await within(blockedCard).findByText('Grace Hopper')).toBeInTheDocument();
  });
});

describe('remainingMuteDuration', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  it('re-mutes for the offered length closest to what was left', () => {
    expect(remainingMuteDuration(null, now)).toBe('forever');
    expect(remainingMuteDuration('2026-03-01T20:00:00Z', now)).toBe('1d');
    expect(remainingMuteDuration('2026-03-05T00:00:00Z', now)).toBe('7d');
    expect(remainingMuteDuration('2026-03-20T00:00:00Z', now)).toBe('30d');
  });
});
