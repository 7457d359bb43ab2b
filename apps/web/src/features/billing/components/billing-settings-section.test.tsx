import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingSettingsSection } from '@/features/billing/components/billing-settings-section';
import { renderAt, statusAfter, visa } from '@/features/billing/test/billing-fixtures';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

function serve(status: ReturnType<typeof statusAfter>, cards = [visa]) {
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/billing/status': () => jsonResponse(status),
    '/api/billing/payment-methods': () => jsonResponse({ paymentMethods: cards }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings → payment', () => {
  it('counts down the free access and lists the saved cards with the default', async () => {
    serve(statusAfter(5));
    renderAt('/settings/payment', <BillingSettingsSection />);
    expect(
      await screen.findByText('You are in your free access period: 2 days left.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the live plan and when it renews', async () => {
    serve(
      statusAfter(40, {
        hasAccess: true,
        isActive: true,
        subscription: {
          id: '2e3f4a5b-0000-4000-8000-000000000002',
          status: 'active',
          plan: 'yearly',
          priceId: 'waymark_pro_yearly',
          currentPeriodEnd: '2027-11-22T10:00:00.000Z',
          trialEnd: null,
          cancelAtPeriodEnd: false,
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      }),
      [],
    );
    renderAt('/settings/payment', <BillingSettingsSection />);
    expect(await screen.findByText('Waymark Pro · $100/year')).toBeInTheDocument();
    expect(screen.getByText('Renews on Nov 22, 2027')).toBeInTheDocument();
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
  });
});
