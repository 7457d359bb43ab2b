import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { billingApi, subscriptionSchema } from '@waymark/shared/billing/contracts';
import { withUser } from '@/db/with-user';
import { subscriptions } from '@/db/tables/billing';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser, type TestUser } from '../../../test/accounts';
import { apiClient } from '../../../test/api-client';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';
import { testVisa } from './test/sandbox-card';

const DAY = 24 * 60 * 60 * 1000;

// Issue 13 hole 6: `trial_days: 30` from the client gave a 30-day trial.
describe.each(featureEngines)('the server decides the trial on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-trial-');
  let app: FastifyInstance;
  const { call, expectOk } = apiClient(() => app);

  const withCard = async () => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const card = await call(user, 'POST', billingApi.sandboxPaymentMethods, testVisa);
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    return user;
  };

  const subscribe = (user: TestUser, body: object = {}) =>
    expectOk(subscriptionSchema, 200, user, 'POST', billingApi.subscriptions, {
      idempotencyKey: randomUUID(),
      ...body,
    });

  const daysUntil = (iso: string | null) => (Date.parse(iso ?? '') - Date.now()) / DAY;

  it('gives the days left in grace, not the 30 days the client asks for', async () => {
    const user = await withCard();
    await ageOwnAccount(harness.testDb.database.db, user.id, 3);
    const subscription = await subscribe(user, { trial_days: 30 });
    expect(subscription.status).toBe('trialing');
    expect(daysUntil(subscription.trialEnd)).toBeGreaterThan(3.9);
    expect(daysUntil(subscription.trialEnd)).toBeLessThanOrEqual(4);
  });

  it('gives no trial at all past grace, whatever trial_days says', async () => {
    const user = await withCard();
    await ageOwnAccount(harness.testDb.database.db, user.id, 10);
    const subscription = await subscribe(user, { trial_days: 30 });
    expect(subscription.status).toBe('active');
    expect(subscription.trialEnd).toBeNull();
  });

  it('never grants a second trial after the first subscription ends', async () => {
    const user = await withCard();
    const db = harness.testDb.database.db;
    const first = await subscribe(user);
    expect(first.status).toBe('trialing');
    // The first subscription ends (as when the provider reports it deleted), still in grace.
    await db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.id, first.id));
    await ageOwnAccount(db, user.id, 2);
    const second = await subscribe(user, { trial_days: 5 });
    expect(second.status).toBe('active');
    expect(second.trialEnd).toBeNull();
  });

  it('keeps the trial record out of the person’s reach: no update, no delete', async () => {
    const user = await withCard();
    const db = harness.testDb.database.db;
    await subscribe(user);
    const { rows } = await db.execute<{ days: number }>(
      sql`select days from billing_trials where user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ days: 7 }]);
    // Someone else neither sees the row nor records a trial in this person's name.
    const other = randomUUID();
    const seen = await withUser(db, other, (tx) =>
      tx.execute<{ count: number }>(sql`select count(*)::int as count from billing_trials`),
    );
    expect(seen.rows).toEqual([{ count: 0 }]);
    await expect(
      withUser(db, other, (tx) =>
        tx.execute(sql`insert into billing_trials (user_id, days) values (${user.id}, 7)`),
      ).catch((error: unknown) => {
        throw error instanceof Error && error.cause instanceof Error ? error.cause : error;
      }),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withUser(db, user.id, (tx) => tx.execute(sql`delete from billing_trials`)),
    ).rejects.toThrow();
    await expect(
      withUser(db, user.id, (tx) => tx.execute(sql`update billing_trials set days = 1`)),
    ).rejects.toThrow();
  });
});
