import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GraceBanner } from '@/features/billing/components/grace-banner';
import { renderAt, statusAfter } from '@/features/billing/test/billing-fixtures';

describe('the grace banner', () => {
  it.each([
    [5, 'Your free trial ends in 2 days'],
    [6, 'Your free trial ends in 1 day'],
  ])('on day %i reads "%s"', (day, text) => {
    renderAt('/', <GraceBanner status={statusAfter(day)} onSubscribe={() => undefined} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([0, 4, 7, 9])('is not shown on day %i', (day) => {
    renderAt('/', <GraceBanner status={statusAfter(day)} onSubscribe={() => undefined} />);
    expect(screen.queryByText(/Your free trial ends in/)).not.toBeInTheDocument();
  });

  it('is not shown to a subscriber still in grace', () => {
    const status = statusAfter(5, { isActive: true });
    renderAt('/', <GraceBanner status={status} onSubscribe={() => undefined} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens the payment modal with Subscribe Now', async () => {
    const onSubscribe = vi.fn();
    renderAt('/', <GraceBanner status={statusAfter(5)} onSubscribe={onSubscribe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(onSubscribe).toHaveBeenCalledOnce();
  });

  it('tells a past-due subscriber why and links to billing', () => {
    const status = statusAfter(40, { hasAccess: true, isActive: true, isPastDue: true });
    renderAt('/', <GraceBanner status={status} onSubscribe={() => undefined} />);
    expect(screen.getByText(/Your last payment failed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });
});
