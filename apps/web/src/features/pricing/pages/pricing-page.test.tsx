import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingPlans, proFeatures } from '@waymark/shared/billing-plans';
import { PricingPage } from '@/features/pricing/pages/pricing-page';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

beforeEach(() => {
  mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody) });
  renderWithProviders(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
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
