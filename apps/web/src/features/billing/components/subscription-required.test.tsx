import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingGuard } from '@/features/billing/components/billing-guard';
import { renderAt, signedIn, statusAfter } from '@/features/billing/test/billing-fixtures';
import { api } from '@/lib/api-client';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue = signedIn();
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  auth = signedIn();
});

/** A page whose save the server refuses, as POST /api/journeys does once grace has ended. */
function SavingPage() {
  const save = useMutation({
    mutationFn: () => api.post('/api/journeys', { schema: { parse: (data: unknown) => data } }),
  });
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Save journey
      </button>
      {save.error ? <p>Not saved: {save.error.message}</p> : null}
    </>
  );
}

/** How many times the gate asked for the subscription status (a 402 makes it ask again). */
const statusChecks = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/billing/status').length;

describe('a 402 SUBSCRIPTION_REQUIRED from the API', () => {
  it('checks the status again, blocks the page and opens the way to subscribe', async () => {
    // The gate's status was taken on day 6; by the save, grace has ended.
    const statuses = [statusAfter(6), statusAfter(7)];
    const fetch = mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      '/api/billing/status': () => jsonResponse(statuses.shift() ?? statusAfter(7)),
      '/api/billing/payment-methods': () => jsonResponse({ paymentMethods: [] }),
      '/api/billing/config': () => jsonResponse({ provider: 'sandbox' }),
      '/api/journeys': () =>
        jsonResponse(
          { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Your free trial has ended.' } },
          402,
        ),
    });
    renderAt(
      '/create-journey',
      <BillingGuard onSignOut={() => undefined}>
        <SavingPage />
      </BillingGuard>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save journey' }));

    expect(await screen.findByText('Continue accessing all features')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { name: 'Subscription Required' }).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByText('Your 7-day free trial has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save journey' })).not.toBeInTheDocument();
    expect(statusChecks(fetch)).toBe(2);
  });

  it('leaves a 402 to a page that draws its own preview (meta paywallInPage)', async () => {
    function PreviewPage() {
      const query = useQuery({
        queryKey: ['community-like'],
        queryFn: () => api.get('/api/community', { schema: { parse: (data: unknown) => data } }),
        meta: { paywallInPage: true },
        retry: false,
      });
      return <p>{query.isError ? 'Preview drawn' : 'Loading'}</p>;
    }
    let answerCommunity: ((response: Response) => void) | undefined;
    const fetch = mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      '/api/billing/status': () => jsonResponse(statusAfter(8)),
      '/api/community': () => new Promise<Response>((resolve) => (answerCommunity = resolve)),
    });
    renderAt(
      '/community',
      <BillingGuard onSignOut={() => undefined}>
        <PreviewPage />
      </BillingGuard>,
    );
    // The billing shell listens for 402s from the moment it asks for the status: only then
    // does the page get its answer, so the 402 cannot slip past a listener not yet there.
    await waitFor(() => expect(statusChecks(fetch)).toBe(1));
    await waitFor(() => expect(answerCommunity).toBeDefined());
    answerCommunity?.(
      jsonResponse({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Subscribe' } }, 402),
    );
    // The listener hears an error before the page does: had it taken this 402, the status
    // would have been asked again and the modal opened by the time the preview is drawn.
    expect(await screen.findByText('Preview drawn')).toBeInTheDocument();
    expect(statusChecks(fetch)).toBe(1);
    expect(screen.queryByText('Continue accessing all features')).not.toBeInTheDocument();
  });

  it('leaves other errors to the page', async () => {
    const fetch = mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      '/api/billing/status': () => jsonResponse(statusAfter(2)),
      '/api/journeys': () =>
        jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Title is required' } }, 400),
    });
    renderAt(
      '/create-journey',
      <BillingGuard onSignOut={() => undefined}>
        <SavingPage />
      </BillingGuard>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save journey' }));
    // As above, the page learning of its error comes after the listener has passed on it.
    expect(await screen.findByText('Not saved: Title is required')).toBeInTheDocument();
    expect(statusChecks(fetch)).toBe(1);
    expect(screen.queryByText('Your free trial is ending soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Continue accessing all features')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save journey' })).toBeInTheDocument();
  });
});
