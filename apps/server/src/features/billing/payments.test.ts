import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  billingApi,
  paymentsResponseSchema,
  subscriptionListSchema,
} from '@waymark/shared/billing/contracts';
import { createUser, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

describe.each(featureEngines)('POST /api/payments and the sandbox pages on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-payments-');
  let app: FastifyInstance;

  const payments = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: billingApi.payments, payload, headers });

  const signedIn = async () => {
    app = await harness.start();
    return createUser(app, harness.dataDir);
  };

  // The sandbox checkout charges a saved card and refuses without one (sandbox-checkout.test.ts).
  const addCard = async (user: TestUser) => {
    const response = await app.inject({
      method: 'POST',
      url: billingApi.sandboxPaymentMethods,
      payload: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031, cardholderName: 'Ada' },
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const subscriptionsOf = async (user: TestUser) =>
    subscriptionListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: billingApi.subscriptions,
          headers: { cookie: user.cookie },
        })
      ).json(),
    ).subscriptions;

  it('answers 401 with the text Not authenticated, also for a bad bearer token', async () => {
    app = await harness.start();
    const anonymous = await payments({ action: 'create-portal-session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^text\/plain/);
    expect(anonymous.body).toBe('Not authenticated');
    const forged = await payments(
      { action: 'create-portal-session' },
      { authorization: 'Bearer not.a.jwt' },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers bad input as text: unknown action and unknown lookup key', async () => {
    const user = await signedIn();
    const badAction = await payments({ action: 'refund-everything' }, { cookie: user.cookie });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.body).toBe(
      'action must be "create-checkout-session" or "create-portal-session"',
    );
    const badKey = await payments(
      { action: 'create-checkout-session', lookup_key: 'waymark_pro_forever' },
      { cookie: user.cookie },
    );
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toContain('Unknown price');
  });

  it('accepts a bearer JWT from /api/auth/token', async () => {
    const user = await signedIn();
    const { token } = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: user.cookie } })
    ).json<{ token: string }>();
    const response = await payments(
      { action: 'create-portal-session' },
      { authorization: `Bearer ${token}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(paymentsResponseSchema.parse(response.json()).url).toMatch(
      /^http:\/\/localhost:3000\/billing\/sandbox\/portal\/[0-9a-f-]{36}$/,
    );
  });

  it('checkout: the sandbox page offers Pay $10.00 and Cancel; paying subscribes once and returns to /billing', async () => {
    const user = await signedIn();
    await addCard(user);
    const { url } = paymentsResponseSchema.parse(
      (
        await payments(
          { action: 'create-checkout-session', lookup_key: 'waymark_pro_monthly' },
          { cookie: user.cookie },
        )
      ).json(),
    );
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/billing\/sandbox\/checkout\//);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Pay $10.00');
    expect(page.body).toContain('Cancel');
    expect(page.body).toContain('Waymark Pro – Monthly');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const paid = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: '',
      headers: form,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/billing?checkout=success');
    expect((await subscriptionsOf(user)).map((s) => [s.status, s.plan])).toEqual([
      ['active', 'monthly'],
    ]);
    // The link is used up: paying again changes nothing.
    const again = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: '',
      headers: form,
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This link has expired');
    expect(await subscriptionsOf(user)).toHaveLength(1);
  });

  it('checkout: Cancel returns to /billing?checkout=canceled without subscribing', async () => {
    const user = await signedIn();
    await addCard(user);
    const { url } = paymentsResponseSchema.parse(
      (
        await payments(
          { action: 'create-checkout-session', lookup_key: 'waymark_pro_yearly' },
          { cookie: user.cookie },
        )
      ).json(),
    );
    const path = new URL(url).pathname;
    expect((await app.inject({ method: 'GET', url: path })).body).toContain('Pay $100.00');
    const canceled = await app.inject({ method: 'POST', url: `${path}/cancel` });
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe('/billing?checkout=canceled');
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it('portal: shows the subscription, cancels and resumes it, links back to Waymark', async () => {
    const user = await signedIn();
    await addCard(user);
    const checkout = paymentsResponseSchema.parse(
      (
        await payments(
          { action: 'create-checkout-session', lookup_key: 'waymark_pro_monthly' },
          { cookie: user.cookie },
        )
      ).json(),
    );
    await app.inject({ method: 'POST', url: `${new URL(checkout.url).pathname}/pay` });
    const portal = paymentsResponseSchema.parse(
      (await payments({ action: 'create-portal-session' }, { cookie: user.cookie })).json(),
    );
    const path = new URL(portal.url).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Renews on');
    expect(page.body).toContain('Visa •••• 4242');
    expect(page.body).toContain('href="/billing">Return to Waymark</a>');
    const cancel = await app.inject({ method: 'POST', url: `${path}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect((await subscriptionsOf(user))[0]?.cancelAtPeriodEnd).toBe(true);
    expect((await app.inject({ method: 'GET', url: path })).body).toContain('Resume subscription');
    await app.inject({ method: 'POST', url: `${path}/resume` });
    expect((await subscriptionsOf(user))[0]?.cancelAtPeriodEnd).toBe(false);
  });

  it('unknown sandbox session ids show the expired page, not the web app', async () => {
    app = await harness.start();
    const response = await app.inject({
      method: 'GET',
      url: '/billing/sandbox/checkout/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This link has expired');
    const css = await app.inject({ method: 'GET', url: '/billing/sandbox/sandbox.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
