import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '@waymark/shared/sessions';
import { SessionsPanel } from '@/features/sessions/components/sessions-panel';
import { renderInRouter, session, signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { toast } from '@/ui/toast/toast-store';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const phone = session({
  id: '5e6f7a8b-0000-4000-8000-000000000002',
  device_type: 'mobile',
  device_name: 'Safari on iOS',
  ip_address: '198.51.100.4',
  location: 'Unknown location',
  last_active: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  is_current: false,
});
const tablet = session({
  id: '5e6f7a8b-0000-4000-8000-000000000003',
  device_type: 'tablet',
  device_name: 'Chrome on Android',
  last_active: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  is_current: false,
});

let sessions: ActiveSession[];
let calls: string[];

beforeEach(() => {
  auth = signedInAuth();
  calls = [];
  sessions = [phone, session({}), tablet];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/sessions': () => jsonResponse({ sessions }),
    [`/api/sessions/${phone.id}`]: (request) => {
      calls.push(`${request.method} ${phone.id}`);
      sessions = sessions.filter((s) => s.id !== phone.id);
      return new Response(null, { status: 204 });
    },
    '/api/sessions/sign-out-others': (request) => {
      calls.push(`${request.method} sign-out-others`);
      const ended = sessions.filter((s) => !s.is_current).length;
      sessions = sessions.filter((s) => s.is_current);
      return jsonResponse({ ended });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('active sessions', () => {
  it('lists this device first, then the others with address, place and last activity', async () => {
    renderInRouter(<SessionsPanel />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Last active 5 minutes ago')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('198.51.100.4 · Unknown location')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Last active 2 hours ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Last active 3 days ago')).toBeInTheDocument();
  });

  it('signs out one other device', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderInRouter(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    await vi.waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(calls).toEqual([`DELETE ${phone.id}`]);
    expect(success).toHaveBeenCalledWith('Safari on iOS has been signed out.');
  });

  it('signs out all other devices only after confirming', async () => {
    const user = userEvent.setup();
    renderInRouter(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other devices?' });
    expect(
      within(dialog).getByText(
        '2 other devices will be signed out and will need your password again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await user.click(screen.getByRole('button', { name: 'Sign them out' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual(['POST sign-out-others']);
    expect(
      screen.queryByRole('button', { name: 'Sign out all other devices' }),
    ).not.toBeInTheDocument();
  });
});
