import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '@waymark/shared/billing/contracts';
import { withUser } from '@/db/with-user';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { engines } from '../../../test/engines';

const ownedTables = [
  'billing_customers',
  'payment_methods',
  'subscriptions',
  'invoices',
  'billing_idempotency_keys',
  'sandbox_checkout_sessions',
] as const;

describe.each(engines)('row-level security of the billing tables on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-billing-rls-');

  it('shows each person only their own rows and keeps webhook bookkeeping from everyone', async () => {
    const app = await harness.start();
    const owner = await createUser(app, harness.dataDir);
    const other = await createUser(app, harness.dataDir);
    const db = harness.testDb.database.db;
    await ageOwnAccount(db, owner.id, 8);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie: owner.cookie } });
    await post(billingApi.sandboxPaymentMethods, {
      brand: 'visa',
      last4: '4242',
      expMonth: 1,
      expYear: 2035,
      cardholderName: 'Ada',
    });
    expect(
      (await post(billingApi.subscriptions, { idempotencyKey: randomUUID() })).statusCode,
    ).toBe(200);
    await post(billingApi.payments, { action: 'create-portal-session' });
    await db.execute(sql`insert into processed_webhook_events (id, type) values ('evt_1', 'x')`);

    const count = (userId: string, table: string) =>
      withUser(db, userId, async (tx) => {
        const { rows } = await tx.execute<{ count: number }>(
          sql`select count(*)::int as count from ${sql.identifier(table)}`,
        );
        return rows[0]?.count;
      });
    for (const table of ownedTables) {
      expect(await count(owner.id, table), table).toBeGreaterThan(0);
      expect(await count(other.id, table), table).toBe(0);
    }
    await expect(count(owner.id, 'processed_webhook_events')).rejects.toThrow();

    // Writing a row in someone else's name is refused by the policy.
    await expect(
      withUser(db, other.id, (tx) =>
        tx.execute(sql`insert into payment_methods
          (user_id, provider, stripe_payment_method_id, card_brand, card_last_four, exp_month, exp_year)
          values (${owner.id}, 'sandbox', 'pm_sandbox_forged', 'visa', '4242', 1, 2035)`),
      ),
    ).rejects.toThrow();
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from payment_methods where user_id = ${owner.id}`,
    );
    expect(rows[0]?.count).toBe(1);
  });
});
