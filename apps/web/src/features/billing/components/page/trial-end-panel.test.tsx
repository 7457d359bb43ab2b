import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@waymark/shared/billing/contracts';
import { TrialEndPanel } from '@/features/billing/components/page/trial-end-panel';
import { statusAfter } from '@/features/billing/test/billing-fixtures';
import { renderWithProviders } from '@/test/render';

const active: Subscription = {
  id: '2e3f4a5b-0000-4000-8000-000000000002',
  status: 'active',
  plan: 'monthly',
  priceId: 'waymark_pro_monthly',
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('what stays and what needs Pro on /billing', () => {
  it('tells someone in the free week what stays and what the end of the trial takes', () => {
    renderWithProviders(<TrialEndPanel status={statusAfter(3)} />);
    expect(screen.getByRole('heading', { name: 'What stays and what needs Pro' })).toBeVisible();
    expect(screen.getByText(/Your free trial includes everything in .* Pro\./)).toBeVisible();
    const stays = screen.getByRole('region', { name: 'Stays yours' });
    expect(within(stays).getByText('Downloading all your data')).toBeVisible();
    expect(within(stays).getAllByRole('listitem')).toHaveLength(5);
    const needsPro = screen.getByRole('region', { name: /^Needs .* Pro$/ });
    expect(within(needsPro).getByText('Creating and changing journeys and projects')).toBeVisible();
    expect(within(needsPro).getAllByRole('listitem')).toHaveLength(7);
  });

  it('says the trial has ended to someone past it without a subscription', () => {
    renderWithProviders(<TrialEndPanel status={statusAfter(9)} />);
    expect(screen.getByText('Your free trial has ended. Without a subscription:')).toBeVisible();
  });

  it('shows nothing to a member, in the free week or after it', () => {
    const member = { isActive: true, hasAccess: true, needsPayment: false, subscription: active };
    const { container, rerender } = renderWithProviders(
      <TrialEndPanel status={statusAfter(2, member)} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<TrialEndPanel status={statusAfter(30, member)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
