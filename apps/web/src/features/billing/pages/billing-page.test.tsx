import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@waymark/shared/billing/contracts';
import { BillingPage } from '@/features/billing/pages/billing-page';
import { renderAt, signedIn, statusAfter, visa } from '@/features/billing/test/billing-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { resetToasts } from '@/ui/toast/toast-store';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

const subscription: Subscription = {
  id: '2e3f4a5b-0000-4000-8000-000000000002',
  status: 'active',
  plan: 'monthly',
  priceId: 'waymark_pro_monthly',
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

let calls: { method: string; path: string; body: unknown }[];
function serve(current: Subscription | null) {
  calls = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/billing/config': () => jsonResponse({ provider: 'sandbox' }),
    '/api/billing/status': () =>
      jsonResponse(
        statusAfter(20, {
          hasAccess: current !== null,
          isActive: current !== null,
          subscription: current,
        }),
      ),
    '/api/billing/payment-methods': () =>
      jsonResponse({
        paymentMethods: [
          visa,
          {
            ...visa,
            id: `${visa.id.slice(0, -1)}9`,
            card_last_four: '4444',
            card_brand: 'mastercard',
          },
        ],
      }),
    '/api/billing/invoices': () =>
      jsonResponse({
        invoices: [
          {
            id: '3a4b5c6d-0000-4000-8000-000000000003',
            number: 'WM-0001',
            amountCents: 1000,
            currency: 'usd',
            status: 'paid',
            periodStart: '2026-11-22T10:00:00.000Z',
            periodEnd: '2026-12-22T10:00:00.000Z',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
    [`/api/billing/subscriptions/${subscription.id}/cancel`]: async (request) => {
      await record(request);
      return jsonResponse({ ...subscription, cancelAtPeriodEnd: true });
    },
    [`/api/billing/subscriptions/${subscription.id}/switch`]: async (request) => {
      await record(request);
      return jsonResponse({ ...subscription, plan: 'yearly', priceId: 'waymark_pro_yearly' });
    },
    [`/api/billing/payment-methods/${visa.id}`]: async (request) => {
      await record(request);
      return new Response(null, { status: 204 });
    },
    '/api/payments': async (request) => {
      await record(request);
      return new Response('Billing portal is not configured', { status: 400 });
    },
  });
}

beforeEach(() => {
  auth = signedIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('/billing', () => {
  it('shows the plan, its renewal date, the cards and the invoices', async () => {
    serve(subscription);
    renderAt('/billing', <BillingPage />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Waymark Pro · \$10\/month/)).toBeInTheDocument();
    expect(screen.getByText('Renews on Dec 22, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Mastercard ending in 4444')).toBeInTheDocument();
    const row = (await screen.findByText('WM-0001')).closest('tr');
    expect(within(row!).getByText('$10.00')).toBeInTheDocument();
    expect(within(row!).getByText('Paid')).toBeInTheDocument();
  });

  it('cancels at period end and switches to yearly', async () => {
    serve(subscription);
    renderAt('/billing', <BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText('Your subscription will end at the close of this period.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to yearly' }));
    expect(await screen.findByText('Your plan has been switched.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: `/api/billing/subscriptions/${subscription.id}/cancel`, body: null },
      {
        method: 'POST',
        path: `/api/billing/subscriptions/${subscription.id}/switch`,
        body: { plan: 'yearly' },
      },
    ]);
  });

  it('removes a card only after the confirmation', async () => {
    serve(subscription);
    renderAt('/billing', <BillingPage />);
    const visaRow = (await screen.findByText('Visa ending in 4242')).closest('li')!;
    await userEvent.click(within(visaRow).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Card removed')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'DELETE', path: `/api/billing/payment-methods/${visa.id}`, body: null },
    ]);
  });

  it('thanks the person back from a successful checkout', async () => {
    serve(subscription);
    renderAt('/billing?checkout=success', <BillingPage />);
    expect(await screen.findByText(/Your checkout is complete/)).toBeInTheDocument();
  });

  it('shows the portal’s error text when it cannot open', async () => {
    serve(null);
    renderAt('/billing', <BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage in portal' }));
    expect(
      await screen.findByText('Could not open the payment page: Billing portal is not configured'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/payments', body: { action: 'create-portal-session' } },
    ]);
  });

  it('offers to subscribe to someone without a plan', async () => {
    serve(null);
    renderAt('/billing', <BillingPage />);
    expect(await screen.findByText(/You have no active subscription/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  });
});
