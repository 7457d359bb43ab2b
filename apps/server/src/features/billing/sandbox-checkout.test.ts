import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  billingApi,
  paymentsResponseSchema,
  subscriptionListSchema,
  subscriptionStatusSchema,
} from '@waymark/shared/billing/contracts';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser, testOrigin, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

// Issue 13 hole 12: the sandbox checkout activated a paid plan for someone with no card at all.
describe.each(featureEngines)('the sandbox checkout needs a card on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-sandbox-checkout-');
  let app: FastifyInstance;

  const as = (user: TestUser) => ({ cookie: user.cookie, origin: testOrigin });

  /** A person past grace (so a plan is what gives access) with a fresh checkout link. */
  const lapsedWithCheckout = async () => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    await ageOwnAccount(harness.testDb.database.db, user.id, 8);
    const response = await app.inject({
      method: 'POST',
      url: billingApi.payments,
      payload: { action: 'create-checkout-session', lookup_key: 'waymark_pro_monthly' },
      headers: as(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { user, path: new URL(paymentsResponseSchema.parse(response.json()).url).pathname };
  };

  const pay = (path: string) =>
    app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const subscriptionsOf = async (user: TestUser) =>
    subscriptionListSchema.parse(
      (
        await app.inject({ method: 'GET', url: billingApi.subscriptions, headers: as(user) })
      ).json(),
    ).subscriptions;

  const statusOf = async (user: TestUser) =>
    subscriptionStatusSchema.parse(
      (await app.inject({ method: 'GET', url: billingApi.status, headers: as(user) })).json(),
    );

  it('refuses to pay without a saved card: no plan, no access, the link stays usable', async () => {
    const { user, path } = await lapsedWithCheckout();
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Add a payment card first: no plan starts without one.');
    expect(page.body).toContain('href="/billing">Add a card on the billing page</a>');
    expect(page.body).not.toContain('Pay $10.00');

    const refused = await pay(path);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('Add a payment card first');
    expect(await subscriptionsOf(user)).toEqual([]);
    expect(await statusOf(user)).toMatchObject({ hasAccess: false, needsPayment: true });

    // Once a card is saved, the same link shows it and subscribes.
    const card = await app.inject({
      method: 'POST',
      url: billingApi.sandboxPaymentMethods,
      payload: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031, cardholderName: 'Ada' },
      headers: as(user),
    });
    expect(card.statusCode, card.body).toBe(200);
    const withCard = await app.inject({ method: 'GET', url: path });
    expect(withCard.body).toContain('Charged to Visa •••• 4242, expires 03/2031 (default)');
    expect(withCard.body).toContain('Pay $10.00');
    const paid = await pay(path);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/billing?checkout=success');
    expect((await subscriptionsOf(user)).map((s) => s.status)).toEqual(['active']);
    expect(await statusOf(user)).toMatchObject({ hasAccess: true, isActive: true });
  });

  it('says so in the visitor’s language', async () => {
    const { path } = await lapsedWithCheckout();
    const page = await app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'ar' },
    });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('أضف بطاقة دفع أولًا');
  });
});
