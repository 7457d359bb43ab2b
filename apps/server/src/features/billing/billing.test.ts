import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  billingApi,
  billingConfigSchema,
  invoiceListSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  sandboxPaymentMethodResultSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
  type SandboxPaymentMethodInput,
} from '@waymark/shared/billing/contracts';
import { billingClock } from '@/capabilities/subscriptions/clock';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { smokeEngines } from '../../../test/engines';
import { testVisa } from './test/sandbox-card';

const DAY = 24 * 60 * 60 * 1000;

describe.each(smokeEngines)('billing on the sandbox provider on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-billing-');
  let app: FastifyInstance;

  afterEach(() => {
    billingClock.now = () => new Date();
  });

  const as = (user: TestUser) => ({
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } }),
    delete: (url: string) =>
      app.inject({ method: 'DELETE', url, headers: { cookie: user.cookie } }),
  });

  const signedIn = async () => {
    app = await harness.start();
    return createUser(app, harness.dataDir);
  };

  const addCard = async (user: TestUser, card: Partial<SandboxPaymentMethodInput> = {}) => {
    const response = await as(user).post(billingApi.sandboxPaymentMethods, {
      ...testVisa,
      ...card,
    });
    expect(response.statusCode, response.body).toBe(200);
    return sandboxPaymentMethodResultSchema.parse(response.json()).paymentMethod;
  };

  const subscribe = async (user: TestUser, body: object = {}) =>
    as(user).post(billingApi.subscriptions, { idempotencyKey: randomUUID(), ...body });

  const status = async (user: TestUser) => {
    const response = await as(user).get(billingApi.status);
    expect(response.statusCode, response.body).toBe(200);
    return subscriptionStatusSchema.parse(response.json());
  };

  const errorOf = (response: LightMyRequestResponse) =>
    response.json<{ error: { code: string; message: string } }>().error;

  it('needs a session: 401 Not authenticated', async () => {
    app = await harness.start();
    const response = await app.inject({ method: 'GET', url: billingApi.status });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Not authenticated');
  });

  it('says the sandbox is the provider, with no publishable key', async () => {
    app = await harness.start();
    const response = await app.inject({ method: 'GET', url: billingApi.config });
    expect(billingConfigSchema.parse(response.json())).toEqual({ provider: 'sandbox' });
  });

  it('gives a new user 7 days of access: in grace, no payment needed', async () => {
    const user = await signedIn();
    expect(await status(user)).toEqual({
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
  });

  it('counts days from profile creation: 5 days back is still grace, 8 days back needs payment', async () => {
    const user = await signedIn();
    await ageOwnAccount(harness.testDb.database.db, user.id, 5);
    expect(await status(user)).toMatchObject({
      daysOnPlatform: 5,
      isInGracePeriod: true,
      hasAccess: true,
    });
    await ageOwnAccount(harness.testDb.database.db, user.id, 8);
    expect(await status(user)).toMatchObject({
      daysOnPlatform: 8,
      isInGracePeriod: false,
      hasAccess: false,
      needsPayment: true,
    });
  });

  it('adds a card from the derived fields only; the first card is the default', async () => {
    const user = await signedIn();
    const card = await addCard(user);
    expect(card).toMatchObject({
      card_brand: 'visa',
      card_last_four: '4242',
      exp_month: 12,
      exp_year: 2034,
      cardholder_name: 'Ada Lovelace',
      is_default: true,
    });
    expect(card.stripe_payment_method_id).toMatch(/^pm_sandbox_visa_4242_1234_/);
    const second = await addCard(user, { brand: 'mastercard', last4: '4444' });
    expect(second.is_default).toBe(false);

    const list = paymentMethodListSchema.parse(
      (await as(user).get(billingApi.paymentMethods)).json(),
    ).paymentMethods;
    expect(list.map((method) => [method.card_last_four, method.is_default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
  });

  it('refuses the declined and insufficient-funds test cards with 402 and saves nothing', async () => {
    const user = await signedIn();
    const declined = await as(user).post(billingApi.sandboxPaymentMethods, {
      ...testVisa,
      last4: '0002',
      testCard: 'declined',
    });
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined)).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
    const poor = await as(user).post(billingApi.sandboxPaymentMethods, {
      ...testVisa,
      last4: '9995',
      testCard: 'insufficient_funds',
    });
    expect(poor.statusCode).toBe(402);
    expect(errorOf(poor).message).toBe('Your card has insufficient funds.');
    const list = paymentMethodListSchema.parse(
      (await as(user).get(billingApi.paymentMethods)).json(),
    );
    expect(list.paymentMethods).toEqual([]);
  });

  it('asks for authentication with the 3155 card: approved saves it, refused drops it', async () => {
    const user = await signedIn();
    const pending = await as(user).post(billingApi.sandboxPaymentMethods, {
      ...testVisa,
      last4: '3155',
      testCard: 'requires_authentication',
      setAsDefault: true,
    });
    const result = sandboxPaymentMethodResultSchema.parse(pending.json());
    if (!result.requiresAction) throw new Error('expected requiresAction');
    const listed = async () =>
      paymentMethodListSchema.parse((await as(user).get(billingApi.paymentMethods)).json())
        .paymentMethods;
    expect(await listed()).toEqual([]);

    const approved = await as(user).post(billingApi.sandboxConfirmation(result.confirmationId), {
      approve: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(paymentMethodSchema.parse(approved.json())).toMatchObject({
      card_last_four: '3155',
      is_default: true,
    });
    expect(await listed()).toHaveLength(1);
    // Answered once only.
    const again = await as(user).post(billingApi.sandboxConfirmation(result.confirmationId), {
      approve: true,
    });
    expect(again.statusCode).toBe(404);

    const second = sandboxPaymentMethodResultSchema.parse(
      (
        await as(user).post(billingApi.sandboxPaymentMethods, {
          ...testVisa,
          last4: '3155',
          testCard: 'requires_authentication',
        })
      ).json(),
    );
    if (!second.requiresAction) throw new Error('expected requiresAction');
    const refused = await as(user).post(billingApi.sandboxConfirmation(second.confirmationId), {
      approve: false,
    });
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused).code).toBe('CARD_DECLINED');
    expect(await listed()).toHaveLength(1);
  });

  it('validates the card fields with field messages', async () => {
    const user = await signedIn();
    const response = await as(user).post(billingApi.sandboxPaymentMethods, {
      ...testVisa,
      last4: '42',
      cardholderName: '  ',
    });
    expect(response.statusCode).toBe(400);
    const { message } = errorOf(response);
    expect(message).toContain('last4 must be four digits');
    expect(message).toContain('Cardholder name is required');
  });

  it('answers 404 for someone else’s payment method, and changes nothing of theirs', async () => {
    const owner = await signedIn();
    const intruder = await createUser(app, harness.dataDir);
    const card = await addCard(owner);
    expect((await as(intruder).post(billingApi.defaultPaymentMethod(card.id))).statusCode).toBe(
      404,
    );
    expect((await as(intruder).delete(billingApi.paymentMethod(card.id))).statusCode).toBe(404);
    await addCard(intruder);
    const stolen = await subscribe(intruder, { payment_method_id: card.id });
    expect(stolen.statusCode).toBe(404);
    // Saving the owner's provider id as one's own is refused like an unknown id.
    const copied = await as(intruder).post(billingApi.paymentMethods, {
      paymentMethodId: card.stripe_payment_method_id,
    });
    expect(copied.statusCode).toBe(404);
    const ownerCards = paymentMethodListSchema.parse(
      (await as(owner).get(billingApi.paymentMethods)).json(),
    ).paymentMethods;
    expect(ownerCards).toEqual([card]);
  });

  it('sets another card as default and removing the default promotes the next one', async () => {
    const user = await signedIn();
    const first = await addCard(user);
    const second = await addCard(user, { last4: '1881' });
    const made = await as(user).post(billingApi.defaultPaymentMethod(second.id));
    expect(paymentMethodSchema.parse(made.json()).is_default).toBe(true);
    const removed = await as(user).delete(billingApi.paymentMethod(second.id));
    expect(removed.statusCode).toBe(204);
    const list = paymentMethodListSchema.parse(
      (await as(user).get(billingApi.paymentMethods)).json(),
    ).paymentMethods;
    expect(list).toEqual([{ ...first, is_default: true }]);
  });

  it('refuses an unknown lookup key with 400 and needs a card to subscribe', async () => {
    const user = await signedIn();
    const unknown = await subscribe(user, { price_id: 'waymark_pro_weekly' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toContain('Unknown price');
    const noCard = await subscribe(user);
    expect(noCard.statusCode).toBe(400);
    expect(errorOf(noCard).message).toBe('Add a payment method before subscribing');
    const noKey = await as(user).post(billingApi.subscriptions, {});
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey).message).toContain('idempotencyKey');
  });

  it('subscribes in grace with the days left as a trial, then access lasts past grace', async () => {
    const user = await signedIn();
    await ageOwnAccount(harness.testDb.database.db, user.id, 5);
    await addCard(user);
    const response = await subscribe(user);
    expect(response.statusCode, response.body).toBe(200);
    const subscription = subscriptionSchema.parse(response.json());
    expect(subscription).toMatchObject({
      status: 'trialing',
      plan: 'monthly',
      priceId: 'waymark_pro_monthly',
      cancelAtPeriodEnd: false,
    });
    const trialDays = (Date.parse(subscription.trialEnd ?? '') - Date.now()) / DAY;
    expect(trialDays).toBeGreaterThan(1.9);
    expect(trialDays).toBeLessThanOrEqual(2);
    expect(await status(user)).toMatchObject({
      hasAccess: true,
      isTrialing: true,
      daysLeftInTrial: 2,
    });

    // Three days on, the trial has turned into a paid month with its invoice.
    const later = Date.now() + 3 * DAY;
    billingClock.now = () => new Date(later);
    expect(await status(user)).toMatchObject({
      hasAccess: true,
      isActive: true,
      isInGracePeriod: false,
      daysOnPlatform: 8,
    });
    const invoices = invoiceListSchema.parse((await as(user).get(billingApi.invoices)).json());
    expect(invoices.invoices).toHaveLength(1);
    expect(invoices.invoices[0]).toMatchObject({
      amountCents: 1000,
      currency: 'usd',
      status: 'paid',
    });
  });

  it('after grace, subscribing charges at once and the gate opens', async () => {
    const user = await signedIn();
    await ageOwnAccount(harness.testDb.database.db, user.id, 8);
    await addCard(user);
    const subscription = subscriptionSchema.parse((await subscribe(user)).json());
    expect(subscription.status).toBe('active');
    expect(subscription.trialEnd).toBeNull();
    expect(await status(user)).toMatchObject({ hasAccess: true, needsPayment: false });
    const { invoices } = invoiceListSchema.parse((await as(user).get(billingApi.invoices)).json());
    expect(invoices.map((invoice) => [invoice.amountCents, invoice.status])).toEqual([
      [1000, 'paid'],
    ]);
  });

  it('makes one subscription from a double click (same key) and from two tabs (different keys)', async () => {
    const user = await signedIn();
    await addCard(user);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      subscribe(user, { idempotencyKey: key }),
      subscribe(user, { idempotencyKey: key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const [otherTab, yetAnother] = await Promise.all([subscribe(user), subscribe(user)]);
    expect(subscriptionSchema.parse(otherTab.json()).id).toBe(first.json<{ id: string }>().id);
    expect(subscriptionSchema.parse(yetAnother.json()).id).toBe(first.json<{ id: string }>().id);
    const { subscriptions } = subscriptionListSchema.parse(
      (await as(user).get(billingApi.subscriptions)).json(),
    );
    expect(subscriptions).toHaveLength(1);
  });

  it('cancels at period end, resumes, and switches monthly ↔ yearly', async () => {
    const user = await signedIn();
    await ageOwnAccount(harness.testDb.database.db, user.id, 8);
    await addCard(user);
    const { id } = subscriptionSchema.parse((await subscribe(user)).json());

    const canceled = subscriptionSchema.parse(
      (await as(user).post(billingApi.cancelSubscription(id))).json(),
    );
    expect(canceled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const resumed = subscriptionSchema.parse(
      (await as(user).post(billingApi.resumeSubscription(id))).json(),
    );
    expect(resumed.cancelAtPeriodEnd).toBe(false);

    const yearly = subscriptionSchema.parse(
      (await as(user).post(billingApi.switchSubscription(id), { plan: 'yearly' })).json(),
    );
    expect(yearly).toMatchObject({ plan: 'yearly', priceId: 'waymark_pro_yearly' });
    const periodDays = (Date.parse(yearly.currentPeriodEnd) - Date.now()) / DAY;
    expect(periodDays).toBeGreaterThan(364);
    const badPlan = await as(user).post(billingApi.switchSubscription(id), { plan: 'weekly' });
    expect(badPlan.statusCode).toBe(400);
    expect(errorOf(badPlan).message).toContain('plan must be "monthly" or "yearly"');
    const { invoices } = invoiceListSchema.parse((await as(user).get(billingApi.invoices)).json());
    expect(invoices.map((invoice) => invoice.amountCents).sort()).toEqual([1000, 10000]);

    const one = await as(user).get(billingApi.subscription(id));
    expect(subscriptionSchema.parse(one.json())).toMatchObject({ id, plan: 'yearly' });
    const stranger = await createUser(app, harness.dataDir);
    expect((await as(stranger).post(billingApi.cancelSubscription(id))).statusCode).toBe(404);
    expect((await as(stranger).get(billingApi.subscription(id))).statusCode).toBe(404);
  });

  it('renews with time: one paid invoice per month, and a canceled subscription ends at period end', async () => {
    const user = await signedIn();
    await ageOwnAccount(harness.testDb.database.db, user.id, 8);
    await addCard(user);
    const subscription = subscriptionSchema.parse((await subscribe(user)).json());
    const start = Date.now();

    billingClock.now = () => new Date(start + 65 * DAY);
    const { subscriptions } = subscriptionListSchema.parse(
      (await as(user).get(billingApi.subscriptions)).json(),
    );
    expect(subscriptions[0]?.status).toBe('active');
    expect(Date.parse(subscriptions[0]?.currentPeriodEnd ?? '')).toBeGreaterThan(start + 65 * DAY);
    const { invoices } = invoiceListSchema.parse((await as(user).get(billingApi.invoices)).json());
    expect(invoices).toHaveLength(3);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(3);
    // Reading again bills nothing twice.
    const again = invoiceListSchema.parse((await as(user).get(billingApi.invoices)).json());
    expect(again.invoices).toHaveLength(3);

    await as(user).post(billingApi.cancelSubscription(subscription.id));
    billingClock.now = () => new Date(start + 100 * DAY);
    expect(await status(user)).toMatchObject({
      hasAccess: false,
      needsPayment: true,
      subscription: { status: 'canceled' },
    });
    const resumed = await as(user).post(billingApi.resumeSubscription(subscription.id));
    expect(resumed.statusCode).toBe(400);
    // A new subscription is possible once the old one has ended.
    const renewed = await subscribe(user);
    expect(subscriptionSchema.parse(renewed.json()).status).toBe('active');
  });

  it('leaves no rows behind when subscribing fails', async () => {
    const user = await signedIn();
    await addCard(user);
    const failed = await subscribe(user, { price_id: 'waymark_pro_lifetime' });
    expect(failed.statusCode).toBe(400);
    const { rows } = await harness.testDb.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from subscriptions where user_id = ${user.id}`,
    );
    expect(rows[0]?.count).toBe(0);
  });
});
