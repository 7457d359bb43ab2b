import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/setup';
import { billingStatusQueryOptions } from '@/lib/billing-status';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { ProTrialMark } from '@/ui/pro-trial-mark';

const status = (overrides: Record<string, unknown>) => ({
  hasAccess: true,
  isTrialing: false,
  isActive: false,
  daysLeftInTrial: 0,
  subscription: null,
  needsPayment: false,
  daysOnPlatform: 2,
  isInGracePeriod: true,
  isPastDue: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

/** Renders the mark once the status is known (asked first, as the app's shell does). */
async function renderMark() {
  const client = createTestQueryClient();
  await client.fetchQuery(billingStatusQueryOptions);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ProTrialMark />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ProTrialMark', () => {
  it('marks a Pro feature while the free week alone opens it', async () => {
    mockFetch({ '/api/billing/status': () => jsonResponse(status({})) });
    await renderMark();
    expect(screen.getByText('Pro · included in your trial')).toBeVisible();
  });

  it('is not shown once the free week is over', async () => {
    mockFetch({
      '/api/billing/status': () =>
        jsonResponse(
          status({
            daysOnPlatform: 8,
            isInGracePeriod: false,
            hasAccess: false,
            needsPayment: true,
          }),
        ),
    });
    await renderMark();
    expect(screen.queryByTestId('pro-trial-mark')).toBeNull();
  });

  it('stays away for a member, also during the free week', async () => {
    mockFetch({
      '/api/billing/status': () =>
        jsonResponse(
          status({
            isActive: true,
            subscription: {
              id: '2e3f4a5b-0000-4000-8000-000000000002',
              status: 'active',
              plan: 'monthly',
              priceId: 'waymark_pro_monthly',
              currentPeriodEnd: '2026-12-22T10:00:00.000Z',
              trialEnd: null,
              cancelAtPeriodEnd: false,
              createdAt: '2026-11-22T10:00:00.000Z',
            },
          }),
        ),
    });
    await renderMark();
    expect(screen.queryByTestId('pro-trial-mark')).toBeNull();
  });
});
