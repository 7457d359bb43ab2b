import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingApi,
  billingConfigSchema,
  invoiceListSchema,
  paymentMethodSchema,
  paymentsResponseSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
} from '@waymark/shared/billing/contracts';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';

const webhookSecret = 'whsec_test_waymark';
const signer = new Stripe('sk_test_signer');

describe.each(featureEngines)(
  'billing on the Stripe provider (local fake API) on $name',
  (engine) => {
    const harness = useTestApp(engine, 'waymark-stripe-');
    let fake: FakeStripe;
    let app: FastifyInstance;

    beforeAll(async () => {
      fake = await startFakeStripe();
    });
    afterAll(async () => {
      await fake.close();
    });

    const start = async () => {
      app = await harness.start({
        STRIPE_SECRET_KEY: 'sk_test_waymark',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_waymark',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: fake.url,
      });
      return app;
    };

    const as = (user: TestUser) => ({
      get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } }),
      post: (url: string, payload: object = {}) =>
        app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } }),
    });

    const signedInWithCard = async () => {
      await start();
      const user = await createUser(app, harness.dataDir);
      const card = await as(user).post(billingApi.paymentMethods, {
        paymentMethodId: 'pm_card_visa',
      });
      expect(card.statusCode, card.body).toBe(200);
      return user;
    };

    const sendEvent = (event: object, signature?: string) => {
      const payload = JSON.stringify(event);
      return app.inject({
        method: 'POST',
        url: billingApi.webhook,
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature':
            signature ??
            signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
        },
      });
    };

    const event = (type: string, object: object) => ({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    });

    const rowsOf = async (userId: string) => {
      const { rows } = await harness.testDb.database.db.execute<{
        provider_subscription_id: string;
        status: string;
        plan: string;
      }>(
        sql`select provider_subscription_id, status, plan from subscriptions where user_id = ${userId}`,
      );
      return rows;
    };

    /** A subscription made at Stripe (as Checkout would), not through our API. */
    const subscriptionAtStripe = async (user: TestUser) => {
      const customerId = [...fake.customers.values()].find(
        (customer) => (customer.metadata as { user_id: string }).user_id === user.id,
      )?.id as string;
      const created = await new Stripe('sk_test_waymark', {
        host: '127.0.0.1',
        port: new URL(fake.url).port,
        protocol: 'http',
      }).subscriptions.create({
        customer: customerId,
        items: [{ price: 'price_monthly' }],
        metadata: { user_id: user.id },
      });
      return created;
    };

    it('publishes the publishable key, never the secret', async () => {
      await start();
      const config = billingConfigSchema.parse(
        (await app.inject({ method: 'GET', url: billingApi.config })).json(),
      );
      expect(config).toEqual({ provider: 'stripe', publishableKey: 'pk_test_waymark' });
    });

    it('attaches a card to a new customer named after the user and makes it the default', async () => {
      await start();
      const user = await createUser(app, harness.dataDir);
      const response = await as(user).post(billingApi.paymentMethods, {
        paymentMethodId: 'pm_card_visa',
      });
      const saved = paymentMethodSchema.parse(response.json());
      expect(saved).toMatchObject({
        card_brand: 'visa',
        card_last_four: '4242',
        cardholder_name: 'Ada Lovelace',
        is_default: true,
      });
      const customer = [...fake.customers.values()].find(
        (candidate) => (candidate.metadata as { user_id: string }).user_id === user.id,
      );
      expect(customer).toMatchObject({
        email: user.email,
        invoice_settings: { default_payment_method: saved.stripe_payment_method_id },
      });
    });

    it('removes a card at Stripe too, also one Stripe no longer has', async () => {
      const user = await signedInWithCard();
      const second = paymentMethodSchema.parse(
        (
          await as(user).post(billingApi.paymentMethods, { paymentMethodId: 'pm_card_mastercard' })
        ).json(),
      );
      const list = async () =>
        (await as(user).get(billingApi.paymentMethods)).json<{ paymentMethods: unknown[] }>()
          .paymentMethods;
      const removed = await app.inject({
        method: 'DELETE',
        url: billingApi.paymentMethod(second.id),
        headers: { cookie: user.cookie },
      });
      expect(removed.statusCode).toBe(204);
      expect(
        fake.requests.some(
          (request) =>
            request.path === `/v1/payment_methods/${second.stripe_payment_method_id}/detach`,
        ),
      ).toBe(true);
      expect(await list()).toHaveLength(1);
      const [first] = (await list()) as { id: string; stripe_payment_method_id: string }[];
      // Detached in the portal meanwhile: our row still goes.
      await fetch(`${fake.url}/v1/payment_methods/${first?.stripe_payment_method_id}/detach`, {
        method: 'POST',
      });
      const again = await app.inject({
        method: 'DELETE',
        url: billingApi.paymentMethod(first?.id ?? ''),
        headers: { cookie: user.cookie },
      });
      expect(again.statusCode).toBe(204);
      expect(await list()).toEqual([]);
    });

    it('passes the card’s refusal on (402) and refuses unknown methods (400)', async () => {
      await start();
      const user = await createUser(app, harness.dataDir);
      const declined = await as(user).post(billingApi.paymentMethods, {
        paymentMethodId: 'pm_card_visa_chargeDeclined',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({
        error: { code: 'CARD_DECLINED', message: 'Your card was declined.' },
      });
      const unknown = await as(user).post(billingApi.paymentMethods, {
        paymentMethodId: 'pm_nothing_here',
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('subscribes by lookup key with an idempotency key and a trial of the grace days left', async () => {
      const user = await signedInWithCard();
      await ageOwnAccount(harness.testDb.database.db, user.id, 5);
      const key = randomUUID();
      const response = await as(user).post(billingApi.subscriptions, { idempotencyKey: key });
      expect(response.statusCode, response.body).toBe(200);
      expect(subscriptionSchema.parse(response.json())).toMatchObject({
        status: 'trialing',
        priceId: 'waymark_pro_monthly',
      });
      const call = fake.requests.find(
        (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
      );
      expect(call?.idempotencyKey).toBe(`${user.id}:${key}`);
      expect(call?.form.get('trial_period_days')).toBe('2');
      expect(call?.form.get('items[0][price]')).toBe('price_monthly');
      expect(call?.form.get('payment_behavior')).toBe('error_if_incomplete');
    });

    it('charges at once after grace, records the invoice, cancels, resumes and switches at Stripe', async () => {
      const user = await signedInWithCard();
      await ageOwnAccount(harness.testDb.database.db, user.id, 8);
      const created = subscriptionSchema.parse(
        (await as(user).post(billingApi.subscriptions, { idempotencyKey: randomUUID() })).json(),
      );
      expect(created.status).toBe('active');
      const { invoices } = invoiceListSchema.parse(
        (await as(user).get(billingApi.invoices)).json(),
      );
      expect(invoices).toMatchObject([{ amountCents: 1000, status: 'paid', currency: 'usd' }]);

      const [row] = await rowsOf(user.id);
      const atStripe = () => fake.subscriptions.get(row?.provider_subscription_id ?? '');
      await as(user).post(billingApi.cancelSubscription(created.id));
      expect(atStripe()?.cancel_at_period_end).toBe(true);
      await as(user).post(billingApi.resumeSubscription(created.id));
      expect(atStripe()?.cancel_at_period_end).toBe(false);
      const switched = subscriptionSchema.parse(
        (await as(user).post(billingApi.switchSubscription(created.id), { plan: 'yearly' })).json(),
      );
      expect(switched).toMatchObject({ plan: 'yearly', priceId: 'waymark_pro_yearly' });
      const items = atStripe()?.items as { data: { price: { id: string } }[] };
      expect(items.data[0]?.price.id).toBe('price_yearly');
    });

    it('passes a refused first payment on as 402 and keeps no subscription rows', async () => {
      await start();
      const user = await createUser(app, harness.dataDir);
      await as(user).post(billingApi.paymentMethods, {
        paymentMethodId: 'pm_card_chargeCustomerFail',
      });
      await ageOwnAccount(harness.testDb.database.db, user.id, 8);
      const key = randomUUID();
      const refused = await as(user).post(billingApi.subscriptions, { idempotencyKey: key });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        error: { code: 'CARD_DECLINED', message: 'Your card was declined.' },
      });
      expect(await rowsOf(user.id)).toEqual([]);
      const { rows } = await harness.testDb.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from billing_idempotency_keys where user_id = ${user.id}`,
      );
      expect(rows[0]?.count).toBe(0);
    });

    it('creates Checkout and Billing Portal sessions by lookup key', async () => {
      const user = await signedInWithCard();
      const checkout = await as(user).post(billingApi.payments, {
        action: 'create-checkout-session',
        lookup_key: 'waymark_pro_yearly',
      });
      expect(paymentsResponseSchema.parse(checkout.json()).url).toMatch(
        /^https:\/\/checkout\.stripe\.test\//,
      );
      const call = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
      expect(call?.form.get('mode')).toBe('subscription');
      expect(call?.form.get('line_items[0][price]')).toBe('price_yearly');
      expect(call?.form.get('client_reference_id')).toBe(user.id);
      expect(call?.form.get('success_url')).toBe('http://localhost:3000/billing?checkout=success');
      const portal = await as(user).post(billingApi.payments, { action: 'create-portal-session' });
      expect(paymentsResponseSchema.parse(portal.json()).url).toMatch(
        /^https:\/\/billing\.stripe\.test\//,
      );
    });

    it('refuses a forged or missing webhook signature with 400 and changes nothing', async () => {
      const user = await signedInWithCard();
      const subscription = await subscriptionAtStripe(user);
      const forged = await sendEvent(
        event('customer.subscription.created', subscription),
        't=1,v1=0000000000000000000000000000000000000000000000000000000000000000',
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ error: { message: 'Invalid Stripe signature' } });
      const unsigned = await app.inject({
        method: 'POST',
        url: billingApi.webhook,
        payload: JSON.stringify(event('customer.subscription.created', subscription)),
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('processes the same event twice only once', async () => {
      const user = await signedInWithCard();
      const subscription = await subscriptionAtStripe(user);
      const created = event('customer.subscription.created', subscription);
      const first = await sendEvent(created);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      const second = await sendEvent(created);
      expect(second.json()).toEqual({ received: true, duplicate: true });
      expect(await rowsOf(user.id)).toEqual([
        { provider_subscription_id: subscription.id, status: 'active', plan: 'monthly' },
      ]);
      const { rows } = await harness.testDb.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from processed_webhook_events where id = ${created.id}`,
      );
      expect(rows[0]?.count).toBe(1);
    });

    it('ends right when updated arrives before created (each re-reads the subscription)', async () => {
      const user = await signedInWithCard();
      const subscription = await subscriptionAtStripe(user);
      const stale = { ...subscription };
      fake.updateSubscription(subscription.id, { status: 'past_due' });
      await sendEvent(
        event('customer.subscription.updated', { ...subscription, status: 'past_due' }),
      );
      await sendEvent(event('customer.subscription.created', stale));
      expect((await rowsOf(user.id))[0]?.status).toBe('past_due');
      await ageOwnAccount(harness.testDb.database.db, user.id, 9);
      const status = subscriptionStatusSchema.parse((await as(user).get(billingApi.status)).json());
      expect(status).toMatchObject({ hasAccess: true, isPastDue: true });

      fake.updateSubscription(subscription.id, { status: 'canceled', canceled_at: 1_800_000_000 });
      await sendEvent(event('customer.subscription.deleted', subscription));
      expect((await rowsOf(user.id))[0]?.status).toBe('canceled');
      const after = subscriptionStatusSchema.parse((await as(user).get(billingApi.status)).json());
      expect(after).toMatchObject({ hasAccess: false, needsPayment: true });
    });

    it('acknowledges events naming nobody we know without changing anything', async () => {
      const user = await signedInWithCard();
      const stripe = new Stripe('sk_test_waymark', {
        host: '127.0.0.1',
        port: new URL(fake.url).port,
        protocol: 'http',
      });
      const stranger = await stripe.customers.create({ email: 'someone@example.com' });
      const subscription = await stripe.subscriptions.create({
        customer: stranger.id,
        items: [{ price: 'price_monthly' }],
        metadata: { user_id: 'not-a-uuid' },
      });
      const response = await sendEvent(event('customer.subscription.updated', subscription));
      expect(response.statusCode).toBe(200);
      const { rows } = await harness.testDb.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from subscriptions
          where provider_subscription_id = ${subscription.id}`,
      );
      expect(rows[0]?.count).toBe(0);
      // A bad metadata value falls back to our own customer row.
      const ours = await subscriptionAtStripe(user);
      fake.updateSubscription(ours.id, { metadata: { user_id: 'not-a-uuid' } });
      await sendEvent(event('customer.subscription.updated', ours));
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('records checkout.session.completed and invoice events for the right person', async () => {
      const user = await signedInWithCard();
      const subscription = await subscriptionAtStripe(user);
      await sendEvent(
        event('checkout.session.completed', {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.id,
          customer: subscription.customer,
          subscription: subscription.id,
        }),
      );
      expect(await rowsOf(user.id)).toHaveLength(1);
      const invoice = fake.addInvoice(subscription.id, 'open');
      await sendEvent(event('invoice.payment_failed', invoice));
      fake.invoices.set(invoice.id as string, { ...invoice, status: 'paid', amount_paid: 1000 });
      await sendEvent(event('invoice.paid', invoice));
      const { invoices } = invoiceListSchema.parse(
        (await as(user).get(billingApi.invoices)).json(),
      );
      const recorded = invoices.find((candidate) => candidate.number === invoice.number);
      expect(recorded).toMatchObject({ status: 'paid', amountCents: 1000 });
    });
  },
);
