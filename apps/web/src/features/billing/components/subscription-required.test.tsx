import { useMutation, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
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
    <button type="button" onClick={() => save.mutate()}>
      Save journey
    </button>
  );
}

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
      <BillingGuard>
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
    expect(fetch.mock.calls.filter(([url]) => url === '/api/billing/status')).toHaveLength(2);
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
    mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      '/api/billing/status': () => jsonResponse(statusAfter(8)),
      '/api/community': () =>
        jsonResponse({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Subscribe' } }, 402),
    });
    renderAt(
      '/community',
      <BillingGuard>
        <PreviewPage />
      </BillingGuard>,
    );
    expect(await screen.findByText('Preview drawn')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Continue accessing all features')).not.toBeInTheDocument();
  });

  it('leaves other errors to the page', async () => {
    mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      '/api/billing/status': () => jsonResponse(statusAfter(2)),
      '/api/journeys': () =>
        jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Title is required' } }, 400),
    });
    renderAt(
      '/create-journey',
      <BillingGuard>
        <SavingPage />
      </BillingGuard>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save journey' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Continue accessing all features')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save journey' })).toBeInTheDocument();
  });
});
