import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few endpoints of Stripe's HTTP API the billing feature calls, with
 * state in memory. The real SDK talks to it (host, port and protocol from STRIPE_API_BASE), so
 * tests exercise our request building and response reading, not a mock of the SDK.
 */

type Json = Record<string, unknown>;
const DAY = 24 * 60 * 60;

const cards: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  // Attaches, then every charge is declined (Stripe's 4000 0000 0000 0341).
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341' },
};

export interface FakeStripe {
  url: string;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** Every request: method, path, form fields and idempotency key. */
  requests: { method: string; path: string; form: URLSearchParams; idempotencyKey?: string }[];
  /** Changes a subscription as Stripe would have by now (for webhook re-reads). */
  updateSubscription(id: string, patch: Json): Json;
  /** A paid or failed invoice of a subscription, as Stripe makes them. */
  addInvoice(subscriptionId: string, status: 'paid' | 'open'): Json;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

const prices = [
  { id: 'price_monthly', object: 'price', lookup_key: 'waymark_pro_monthly', unit_amount: 1000 },
  { id: 'price_yearly', object: 'price', lookup_key: 'waymark_pro_yearly', unit_amount: 10000 },
];

function error(response: ServerResponse, status: number, body: Json) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: body }));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const attached = new Map<string, Json>();
  const failingCharges = new Set<string>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: FakeStripe['requests'] = [];

  const priceOf = (id: string) => prices.find((price) => price.id === id);

  const subscriptionItem = (priceId: string, start: number) => ({
    id: newId('si'),
    object: 'subscription_item',
    price: priceOf(priceId),
    current_period_start: start,
    current_period_end: start + (priceId === 'price_yearly' ? 365 : 30) * DAY,
  });

  function addInvoice(subscriptionId: string, status: 'paid' | 'open'): Json {
    const subscription = subscriptions.get(subscriptionId);
    const items = (subscription?.items as { data: Json[] } | undefined)?.data ?? [];
    const item = items[0] as {
      current_period_start: number;
      current_period_end: number;
      price: { unit_amount: number };
    };
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      number: `FAKE-${invoices.size + 1}`,
      customer: subscription?.customer,
      status,
      currency: 'usd',
      amount_paid: status === 'paid' ? item.price.unit_amount : 0,
      amount_due: item.price.unit_amount,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      created: now(),
      hosted_invoice_url: 'https://invoice.stripe.test/x',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function route(method: string, path: string, form: URLSearchParams): [number, Json] {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        metadata: { user_id: form.get('metadata[user_id]') },
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1] ?? '');
      if (!customer)
        return [
          404,
          { type: 'invalid_request_error', code: 'resource_missing', message: 'No such customer' },
        ];
      if (method === 'POST') {
        customer.invoice_settings = {
          default_payment_method: form.get('invoice_settings[default_payment_method]'),
        };
      }
      return [200, customer];
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const id = match[1] ?? '';
      if (id === 'pm_card_visa_chargeDeclined') {
        return [
          402,
          {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        ];
      }
      const card = cards[id];
      if (!card)
        return [
          404,
          {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${id}'`,
          },
        ];
      // Like Stripe, a test token attaches as a new method with its own id.
      const method = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: form.get('customer'),
        billing_details: { name: 'Ada Lovelace' },
        card: { ...card, exp_month: 12, exp_year: 2034 },
      };
      attached.set(method.id, method);
      if (id === 'pm_card_chargeCustomerFail') failingCharges.add(method.id);
      return [200, method];
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path))) {
      const found = attached.get(match[1] ?? '');
      if (!found)
        return [
          404,
          {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such PaymentMethod',
          },
        ];
      attached.delete(match[1] ?? '');
      return [200, { ...found, customer: null }];
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...form.entries()]
        .filter(([key]) => key.startsWith('lookup_keys'))
        .map(([, value]) => value);
      return [
        200,
        {
          object: 'list',
          data: prices.filter((price) => keys.includes(price.lookup_key)),
          has_more: false,
          url: '/v1/prices',
        },
      ];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = form.get('customer') ?? '';
      const price = form.get('items[0][price]') ?? '';
      if (!customers.has(customer) || !priceOf(price)) {
        return [400, { type: 'invalid_request_error', message: 'Bad subscription' }];
      }
      const trialDays = Number(form.get('trial_period_days') ?? 0);
      if (trialDays === 0 && failingCharges.has(form.get('default_payment_method') ?? '')) {
        return [
          402,
          { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        ];
      }
      const start = now();
      const trialEnd = trialDays > 0 ? start + trialDays * DAY : null;
      const subscription: Json = {
        id: newId('sub'),
        object: 'subscription',
        customer,
        status: trialEnd ? 'trialing' : 'active',
        items: { object: 'list', data: [subscriptionItem(price, start)] },
        trial_end: trialEnd,
        cancel_at_period_end: false,
        canceled_at: null,
        start_date: start,
        billing_cycle_anchor: start,
        metadata: { user_id: form.get('metadata[user_id]') },
        default_payment_method: form.get('default_payment_method'),
        latest_invoice: null,
      };
      subscriptions.set(subscription.id as string, subscription);
      if (!trialEnd) {
        const invoice = addInvoice(subscription.id as string, 'paid');
        subscription.latest_invoice =
          form.get('expand[0]') === 'latest_invoice' ? invoice : invoice.id;
      }
      return [200, subscription];
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription)
        return [
          404,
          {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such subscription',
          },
        ];
      if (method === 'POST') {
        const cancel = form.get('cancel_at_period_end');
        if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true';
        const price = form.get('items[0][price]');
        if (price) {
          const items = subscription.items as { data: Json[] };
          items.data = [{ ...subscriptionItem(price, now()), id: form.get('items[0][id]') }];
        }
      }
      return [200, { ...subscription, latest_invoice: null }];
    }
    if (method === 'GET' && (match = /^\/v1\/invoices\/([^/]+)$/.exec(path))) {
      const invoice = invoices.get(match[1] ?? '');
      return invoice
        ? [200, invoice]
        : [
            404,
            { type: 'invalid_request_error', code: 'resource_missing', message: 'No such invoice' },
          ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: newId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${newId('x')}`,
          return_url: form.get('return_url'),
        },
      ];
    }
    return [
      404,
      { type: 'invalid_request_error', message: `Fake Stripe has no ${method} ${path}` },
    ];
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const body = await readBody(request);
      const form = new URLSearchParams(method === 'GET' || method === 'DELETE' ? url.search : body);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({
        method,
        path: url.pathname,
        form,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      const replay = idempotencyKey
        ? idempotent.get(`${url.pathname}:${idempotencyKey}`)
        : undefined;
      if (replay) {
        response.writeHead(replay.status, { 'content-type': 'application/json' });
        response.end(replay.body);
        return;
      }
      const [status, json] = route(method, url.pathname, form);
      if (status >= 400) {
        error(response, status, json);
        return;
      }
      const text = JSON.stringify(json);
      if (idempotencyKey)
        idempotent.set(`${url.pathname}:${idempotencyKey}`, { status, body: text });
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    subscriptions,
    invoices,
    requests,
    addInvoice,
    updateSubscription(id, patch) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`No fake subscription ${id}`);
      Object.assign(subscription, patch);
      return subscription;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
