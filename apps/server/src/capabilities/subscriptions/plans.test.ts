import { describe, expect, it } from 'vitest';
import { periodEnd, planById, planByLookupKey } from '@/capabilities/subscriptions/plans';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('end on the same day and time of the next month or year', () => {
    expect(periodEnd(at('2026-03-15T10:30:00Z'), 'month').toISOString()).toBe(
      '2026-04-15T10:30:00.000Z',
    );
    expect(periodEnd(at('2026-12-20T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
    expect(periodEnd(at('2026-11-22T05:00:00Z'), 'year').toISOString()).toBe(
      '2027-11-22T05:00:00.000Z',
    );
  });

  it('clamp to the last day of a shorter month, as Stripe does', () => {
    expect(periodEnd(at('2027-01-31T08:00:00Z'), 'month').toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(periodEnd(at('2028-01-31T08:00:00Z'), 'month').toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(periodEnd(at('2028-02-29T08:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });

  it('price the plans in cents by lookup key', () => {
    expect(planByLookupKey('waymark_pro_monthly')).toMatchObject({
      amountCents: 1000,
      interval: 'month',
    });
    expect(planById('yearly')).toMatchObject({
      lookupKey: 'waymark_pro_yearly',
      amountCents: 10000,
    });
    expect(planByLookupKey('waymark_pro_weekly')).toBeNull();
  });
});
