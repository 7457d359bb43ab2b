import { describe, expect, it } from 'vitest';
import {
  billingPlans,
  FREE_ACCESS_DAYS,
  planById,
  proFeatures,
  yearlyFreeMonths,
  yearlySavingPercent,
} from './billing-plans';

describe('billing plans', () => {
  it('offers monthly at $10 (recommended) and yearly at $100, as spec §9 fixes them', () => {
    expect(
      billingPlans.map(({ id, price, interval, recommended }) => [
        id,
        price,
        interval,
        recommended,
      ]),
    ).toEqual([
      ['monthly', 10, 'month', true],
      ['yearly', 100, 'year', false],
    ]);
  });

  it('checks out with the Stripe lookup keys of each plan', () => {
    expect(planById('monthly').stripe_price_id).toBe('waymark_pro_monthly');
    expect(planById('yearly').stripe_price_id).toBe('waymark_pro_yearly');
  });

  it('lists the features of spec §9 on each plan', () => {
    expect(planById('monthly').features).toEqual([
      'Unlimited projects',
      'AI insights',
      'Community',
    ]);
    expect(planById('yearly').features).toEqual(['2 months free', 'Save 17%']);
  });

  it('recommends exactly one plan', () => {
    expect(billingPlans.filter((plan) => plan.recommended)).toHaveLength(1);
  });

  it('derives the yearly saving the features advertise from the prices', () => {
    expect(yearlySavingPercent()).toBe(17);
    expect(yearlyFreeMonths()).toBe(2);
  });

  it('gives 7 days of free access and names the 8 Pro features', () => {
    expect(FREE_ACCESS_DAYS).toBe(7);
    expect(new Set(proFeatures).size).toBe(8);
  });

  it('refuses an unknown plan id', () => {
    expect(() => planById('weekly' as never)).toThrow('Unknown plan "weekly"');
  });
});
