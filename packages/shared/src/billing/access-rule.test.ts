import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANNER_FROM_DAY,
  currentSubscription,
  daysOnPlatform,
  GRACE_DAYS,
  graceBannerDaysLeft,
  graceDaysLeft,
  hasAccessOnlyByGrace,
  subscriptionStatus,
} from './access-rule';
import type { Subscription, SubscriptionStatusValue } from './contracts';

const DAY = 24 * 60 * 60 * 1000;
const created = new Date('2026-03-28T23:30:00.000Z');
const at = (ms: number) => new Date(created.getTime() + ms);

function subscription(
  status: SubscriptionStatusValue,
  overrides: Partial<Subscription> = {},
): Subscription {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status,
    plan: 'monthly',
    priceId: 'waymark_pro_monthly',
    currentPeriodEnd: at(40 * DAY).toISOString(),
    trialEnd: null,
    cancelAtPeriodEnd: false,
    createdAt: created.toISOString(),
    ...overrides,
  };
}

const statusAt = (ms: number, subscriptions: Subscription[] = []) =>
  subscriptionStatus({ now: at(ms), accountCreatedAt: created, subscriptions });

const timeZones = [
  'UTC',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Europe/Berlin',
  'Australia/Lord_Howe',
];

describe('days on platform', () => {
  it('counts whole elapsed 24-hour days and never goes below zero', () => {
    expect(daysOnPlatform(at(0), created)).toBe(0);
    expect(daysOnPlatform(at(DAY - 1), created)).toBe(0);
    expect(daysOnPlatform(at(DAY), created)).toBe(1);
    expect(daysOnPlatform(at(7 * DAY - 1), created)).toBe(6);
    expect(daysOnPlatform(at(-5 * DAY), created)).toBe(0);
  });

  it('changes exactly at each 24-hour boundary, for any creation instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (createdAt, day) => {
          const boundary = new Date(createdAt.getTime() + day * DAY);
          expect(daysOnPlatform(new Date(boundary.getTime() - 1), createdAt)).toBe(
            Math.max(0, day - 1),
          );
          expect(daysOnPlatform(boundary, createdAt)).toBe(day);
        },
      ),
    );
  });
});

describe('the access rule of spec §4 without a subscription', () => {
  it('a new user has access in grace, needs no payment, sees no banner', () => {
    const status = statusAt(0);
    expect(status).toEqual({
      hasAccess: true,
      isTrialing: false,
      isActive: false,
      daysLeftInTrial: 0,
      subscription: null,
      needsPayment: false,
      daysOnPlatform: 0,
      isInGracePeriod: true,
      isPastDue: false,
    });
    expect(graceBannerDaysLeft(status)).toBeNull();
    expect(graceDaysLeft(status)).toBe(7);
  });

  it.each([
    [0, true, null],
    [4, true, null],
    [5, true, 2],
    [6, true, 1],
    [7, false, null],
    [8, false, null],
    [30, false, null],
  ])('on day %i: access %s, banner %s', (day, access, banner) => {
    const status = statusAt(day * DAY + 60_000);
    expect(status.daysOnPlatform).toBe(day);
    expect(status.hasAccess).toBe(access);
    expect(status.needsPayment).toBe(!access);
    expect(status.isInGracePeriod).toBe(day < GRACE_DAYS);
    expect(graceBannerDaysLeft(status)).toBe(banner);
  });

  it('grace ends exactly 7 × 24 hours after creation', () => {
    expect(statusAt(7 * DAY - 1).hasAccess).toBe(true);
    expect(statusAt(7 * DAY).hasAccess).toBe(false);
    expect(statusAt(5 * DAY - 1).daysOnPlatform).toBe(4);
    expect(graceBannerDaysLeft(statusAt(5 * DAY))).toBe(2);
  });

  it('is the same in every time zone (days are elapsed time, not calendar dates)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 * DAY }),
        fc.constantFrom(...timeZones),
        (ms, timeZone) => {
          const withZone = subscriptionStatus({
            now: at(ms),
            accountCreatedAt: created,
            subscriptions: [],
            timeZone,
          });
          expect(withZone).toEqual(statusAt(ms));
        },
      ),
    );
  });
});

describe('the access rule with subscriptions', () => {
  it('active and past_due keep access after grace; past_due is flagged', () => {
    const active = statusAt(30 * DAY, [subscription('active')]);
    expect(active).toMatchObject({ hasAccess: true, isActive: true, needsPayment: false });
    const pastDue = statusAt(30 * DAY, [subscription('past_due')]);
    expect(pastDue).toMatchObject({ hasAccess: true, isPastDue: true, isActive: false });
  });

  it('a trial gives access until its end, then loses it unless in grace', () => {
    const trialEnd = at(10 * DAY).toISOString();
    const trial = [subscription('trialing', { trialEnd })];
    expect(statusAt(9 * DAY, trial)).toMatchObject({
      hasAccess: true,
      isTrialing: true,
      daysLeftInTrial: 1,
    });
    expect(statusAt(10 * DAY, trial)).toMatchObject({
      hasAccess: false,
      needsPayment: true,
      daysLeftInTrial: 0,
    });
    // Ended trial but still in grace: grace decides.
    const early = [subscription('trialing', { trialEnd: at(2 * DAY).toISOString() })];
    expect(statusAt(3 * DAY, early)).toMatchObject({ hasAccess: true, daysLeftInTrial: -1 });
  });

  it('rounds days left in a trial up: half a day left is one day', () => {
    const trial = [subscription('trialing', { trialEnd: at(10 * DAY).toISOString() })];
    expect(statusAt(9.5 * DAY, trial).daysLeftInTrial).toBe(1);
    expect(statusAt(7.5 * DAY, trial).daysLeftInTrial).toBe(3);
  });

  it('canceled and incomplete subscriptions give no access after grace', () => {
    for (const status of ['canceled', 'incomplete'] as const) {
      expect(statusAt(8 * DAY, [subscription(status)])).toMatchObject({
        hasAccess: false,
        needsPayment: true,
      });
    }
  });

  it('no banner once a subscription gives access', () => {
    expect(graceBannerDaysLeft(statusAt(5 * DAY, [subscription('active')]))).toBeNull();
  });

  it('picks the subscription that gives access over older canceled ones', () => {
    const old = subscription('canceled', { id: '00000000-0000-4000-8000-000000000002' });
    const live = subscription('active');
    expect(currentSubscription([old, live])).toBe(live);
    expect(currentSubscription([])).toBeNull();
  });

  it('property: access is exactly "grace, or a subscription that gives access"', () => {
    const statusArb = fc.constantFrom<SubscriptionStatusValue>(
      'active',
      'trialing',
      'past_due',
      'canceled',
      'incomplete',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * DAY }),
        fc.option(fc.tuple(statusArb, fc.integer({ min: -20 * DAY, max: 60 * DAY }))),
        (ms, sub) => {
          const subs = sub ? [subscription(sub[0], { trialEnd: at(sub[1]).toISOString() })] : [];
          const status = statusAt(ms, subs);
          const inGrace = ms < GRACE_DAYS * DAY;
          const trialLeft = sub && sub[1] > ms;
          const byStatus =
            sub !== null &&
            (sub[0] === 'active' ||
              sub[0] === 'past_due' ||
              (sub[0] === 'trialing' && Boolean(trialLeft)));
          expect(status.hasAccess).toBe(inGrace || byStatus);
          expect(status.needsPayment).toBe(!status.hasAccess);
          const banner = graceBannerDaysLeft(status);
          if (banner !== null) {
            expect(status.daysOnPlatform).toBeGreaterThanOrEqual(BANNER_FROM_DAY);
            expect(banner).toBe(GRACE_DAYS - status.daysOnPlatform);
            expect([1, 2]).toContain(banner);
          }
        },
      ),
    );
  });
});

describe('access from the free days alone (the "included in your trial" mark)', () => {
  it('holds in the grace week without a subscription', () => {
    expect(hasAccessOnlyByGrace(statusAt(0))).toBe(true);
    expect(hasAccessOnlyByGrace(statusAt(6 * DAY))).toBe(true);
  });

  it('ends with the grace week', () => {
    expect(hasAccessOnlyByGrace(statusAt(GRACE_DAYS * DAY))).toBe(false);
  });

  it('does not hold once a subscription gives access, also in the grace week', () => {
    expect(hasAccessOnlyByGrace(statusAt(DAY, [subscription('active')]))).toBe(false);
    expect(hasAccessOnlyByGrace(statusAt(DAY, [subscription('past_due')]))).toBe(false);
    const trial = subscription('trialing', { trialEnd: at(10 * DAY).toISOString() });
    expect(hasAccessOnlyByGrace(statusAt(DAY, [trial]))).toBe(false);
  });

  it('holds in the grace week beside a canceled subscription', () => {
    expect(hasAccessOnlyByGrace(statusAt(DAY, [subscription('canceled')]))).toBe(true);
  });
});
