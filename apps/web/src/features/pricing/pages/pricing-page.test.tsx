import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingPlans, proFeatures } from '@waymark/shared/billing-plans';
import { PricingPage } from '@/features/pricing/pages/pricing-page';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

let user: AuthContextValue['user'] = null;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user }) }));

function renderPricing() {
  renderWithProviders(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  user = null;
  mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const planCard = (name: string) => {
  const card = screen.getByRole('heading', { level: 2, name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
};

describe('pricing page', () => {
  beforeEach(renderPricing);

  it('shows one card per plan of the shared list, in dollars', () => {
    expect(billingPlans).toHaveLength(2);
    const monthly = planCard('Monthly');
    expect(monthly.getByText('$10')).toBeInTheDocument();
    expect(monthly.getByText('/month')).toBeInTheDocument();
    expect(monthly.getByText('Recommended')).toBeInTheDocument();
    for (const feature of ['Unlimited projects', 'AI insights', 'Community']) {
      expect(monthly.getByText(feature)).toBeInTheDocument();
    }

    const yearly = planCard('Yearly');
    expect(yearly.getByText('$100')).toBeInTheDocument();
    expect(yearly.getByText('/year')).toBeInTheDocument();
    expect(yearly.getByText('2 months free')).toBeInTheDocument();
    expect(yearly.getByText('Save 17%')).toBeInTheDocument();
    expect(yearly.queryByText('Recommended')).not.toBeInTheDocument();
  });

  it('offers the 7 free days and sends every call to action to registration', () => {
    expect(screen.getByText(/7 days of full access for free/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', {
      name: /Start 7 days free|Create your account/,
    })) {
      expect(link).toHaveAttribute('href', '/register');
    }
  });

  it('lists the 8 Pro features', () => {
    const section = screen.getByRole('region', { name: 'Everything in Waymark Pro' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(proFeatures.length);
    expect(within(section).getByText('Export and backup features')).toBeInTheDocument();
  });

  it('names itself in the document title', () => {
    expect(document.title).toBe('Pricing · Waymark');
  });
});

describe('the monthly/yearly toggle', () => {
  it('frames the monthly plan first and the yearly one once chosen', async () => {
    renderPricing();
    const monthlyCard = () =>
      screen.getByRole('heading', { level: 2, name: 'Monthly' }).closest('li');
    const yearlyCard = () =>
      screen.getByRole('heading', { level: 2, name: 'Yearly' }).closest('li');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(monthlyCard()).toHaveClass('ring-2');
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(yearlyCard()).toHaveClass('ring-2');
    expect(monthlyCard()).not.toHaveClass('ring-2');
  });

  it('sends a signed-in person to subscribe on /billing with the plan', () => {
    user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
    renderPricing();
    const links = screen.getAllByRole('link', { name: 'Subscribe' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/billing?plan=monthly',
      '/billing?plan=yearly',
    ]);
  });
});
