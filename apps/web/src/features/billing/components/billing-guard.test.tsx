import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BillingGuard } from '@/features/billing/components/billing-guard';
import { renderAt, signedIn, statusAfter } from '@/features/billing/test/billing-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { hangingFetch, jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 15_000 });

const page = <p>The app page</p>;
const signOut = vi.fn();

function serveStatus(answer: (request: Request) => Response | Promise<Response>) {
  return mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/billing/status': answer,
    '/api/billing/payment-methods': () => jsonResponse({ paymentMethods: [] }),
    '/api/billing/config': () => jsonResponse({ provider: 'sandbox' }),
  });
}

beforeEach(() => {
  auth = signedIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the billing gate', () => {
  it('lets signed-out visitors through without asking for a status', async () => {
    auth = signedIn({ user: null, session: null });
    const fetch = serveStatus(() => jsonResponse(statusAfter(30)));
    renderAt('/', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(await screen.findByText('The app page')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/billing/status');
  });

  it('says it is checking, then opens the page for someone in grace', async () => {
    let answer: ((response: Response) => void) | undefined;
    serveStatus(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(await screen.findByText('Checking subscription status...')).toBeInTheDocument();
    expect(screen.queryByText('The app page')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 5000 });
    answer?.(jsonResponse(statusAfter(2)));
    expect(await screen.findByText('The app page')).toBeInTheDocument();
  });

  it('blocks the page once the 7-day trial has ended, and offers both ways out', async () => {
    serveStatus(() => jsonResponse(statusAfter(8)));
    renderAt('/journeys', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(
      await screen.findByRole('heading', { name: 'Subscription Required' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your 7-day free trial has ended.')).toBeInTheDocument();
    expect(screen.queryByText('The app page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Billing Options' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Continue accessing all features')).toBeInTheDocument();
  });

  it('offers a way out: settings, the data export and signing out', async () => {
    serveStatus(() => jsonResponse(statusAfter(8)));
    renderAt('/journeys', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    const wayOut = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(wayOut).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(wayOut).getByRole('link', { name: 'Download your data' })).toHaveAttribute(
      'href',
      '/settings/legal',
    );
    await userEvent.click(within(wayOut).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('says an active subscription is needed when no trial has run out', async () => {
    serveStatus(() => jsonResponse(statusAfter(3, { hasAccess: false, needsPayment: true })));
    renderAt('/', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(
      await screen.findByText('You need an active subscription to access Waymark.'),
    ).toBeInTheDocument();
  });

  it.each([
    '/billing',
    '/pricing',
    '/login',
    '/blog/first-post',
    '/settings',
    '/settings/legal',
    '/settings/profile',
    '/faq',
  ])('stays out of the way on %s', async (path) => {
    serveStatus(() => jsonResponse(statusAfter(30)));
    renderAt(path, <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(await screen.findByText('The app page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Subscription Required' })).toBeNull();
  });

  it('blocks look-alike paths that are not under a bypass prefix', async () => {
    serveStatus(() => jsonResponse(statusAfter(30)));
    renderAt('/settings-elsewhere', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(
      await screen.findByRole('heading', { name: 'Subscription Required' }),
    ).toBeInTheDocument();
  });

  it('grants access when the status check fails, asked again once, and logs the error', async () => {
    // Real time still flows for the lazy shell; the second asking is brought forward.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = serveStatus(() =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500),
    );
    const statusChecks = () =>
      fetch.mock.calls.filter(([url]) => url === '/api/billing/status').length;
    renderAt('/', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    await waitFor(() => expect(statusChecks()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('The app page')).toBeInTheDocument();
    expect(statusChecks()).toBe(2);
    expect(logged).toHaveBeenCalledWith('Subscription status check failed', expect.anything());
  });

  it('keeps checking while the status request hangs', async () => {
    serveStatus(hangingFetch);
    renderAt('/', <BillingGuard onSignOut={signOut}>{page}</BillingGuard>);
    expect(await screen.findByText('Checking subscription status...')).toBeInTheDocument();
  });
});
