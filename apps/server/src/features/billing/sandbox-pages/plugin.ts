import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { billingPlans } from '@waymark/shared/billing-plans';
import { knownCardBrandName } from '@waymark/shared/billing/card-brand-names';
import type { Config } from '@/config';
import { withUser } from '@/db/with-user';
import { billingClock } from '@/capabilities/subscriptions/clock';
import type { BillingContext } from '@/features/billing/context';
import { ensureCustomer } from '@/features/billing/payment-methods-service';
import { planByLookupKey } from '@/capabilities/subscriptions/plans';
import {
  findLiveSubscription,
  listPaymentMethods,
  lockBillingOf,
  upsertInvoice,
  upsertSubscription,
  type PaymentMethodRow,
} from '@/capabilities/subscriptions/queries';
import { createSandboxProvider } from '@/capabilities/subscriptions/sandbox-provider';
import { html, page, sandboxCss, type Html } from '@/features/billing/sandbox-pages/html';
import {
  closeSession,
  findSession,
  type SessionRow,
} from '@/features/billing/sandbox-pages/queries';
import {
  formatDate,
  formatMoney,
  textsFor,
  type PageTexts as Texts,
  type SandboxTextKey,
} from '@/features/billing/sandbox-pages/texts';
import { currentSubscriptions } from '@/capabilities/subscriptions/status';
import { setCancelAtPeriodEnd } from '@/features/billing/subscriptions-service';

const paramsSchema = z.object({ id: z.uuid() });

const planTexts = {
  monthly: { name: 'monthlyName', description: 'monthlyDescription' },
  yearly: { name: 'yearlyName', description: 'yearlyDescription' },
} as const satisfies Record<(typeof billingPlans)[number]['id'], Record<string, SandboxTextKey>>;

/**
 * The saved sandbox card a checkout charges: the default, else the first (spec §5). Like a real
 * checkout, none means no plan (issue 13 hole 12: the sandbox used to activate one without).
 */
const chargedCard = (cards: readonly PaymentMethodRow[]): PaymentMethodRow | null => {
  const sandboxCards = cards.filter((card) => card.provider === 'sandbox');
  return sandboxCards.find((card) => card.isDefault) ?? sandboxCards[0] ?? null;
};

/**
 * The sandbox's hosted checkout and portal, standing in for Stripe's pages: served by us outside
 * /api (so neither the API's JSON errors nor the SPA's fallback answer them) and returning to
 * /billing. Like a Stripe session URL, the unguessable session id is the capability: it is read
 * on the privileged connection (no API credentials are resolved outside /api), and everything it
 * changes is then written as its owner under row-level security. app.ts registers it only with
 * the sandbox provider, never in production (`sandboxPagesWanted`), and loads it only then.
 */
const sandboxPages: FastifyPluginCallback<{ config: Config }> = (app, { config }, done) => {
  const product = config.productName;
  const ctx: BillingContext = {
    db: app.database.db,
    provider: createSandboxProvider({ publicUrl: config.publicUrl }),
    publicUrl: config.publicUrl,
  };

  const openSession = async (id: string, kind: SessionRow['kind']): Promise<SessionRow | null> => {
    const row = await findSession(app.database.db, id);
    const usable = row?.kind === kind && row.expiresAt > billingClock.now();
    return usable && (kind === 'portal' || row.status === 'open') ? row : null;
  };

  const send = (reply: FastifyReply, t: Texts, status: number, title: string, body: Html) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page({ language: t.language, title, product, badge: t.text('badge') }, body));

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const t = textsFor(request);
    return send(
      reply,
      t,
      404,
      t.text('expiredTitle'),
      html`<h1 id="title">${t.text('expiredHeading')}</h1>
        <p class="muted">${t.text('expiredHelp')}</p>
        <div class="actions">
          <a class="link" href="/billing">${t.text('returnTo', { product })}</a>
        </div>`,
    );
  };

  // The pages' forms post no fields; the body only needs accepting.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, parsed) => {
      parsed(null, {});
    },
  );

  const sessionId = (params: unknown) => paramsSchema.safeParse(params).data?.id ?? null;

  const cardText = (t: Texts, card: PaymentMethodRow) =>
    t.text(card.isDefault ? 'defaultCard' : 'card', {
      brand: knownCardBrandName(card.cardBrand) ?? t.text('unknownBrand'),
      last4: card.cardLastFour,
      expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
    });

  const cardOf = (userId: string) =>
    withUser(ctx.db, userId, async (tx) => chargedCard(await listPaymentMethods(tx)));

  /** What a checkout without a card shows: the way to add one, and no Pay button. */
  const cardRequired = (t: Texts, session: SessionRow) =>
    html`<p id="card-required">${t.text('cardRequired')}</p>
      <div class="actions">
        <a class="link" href="/billing">${t.text('addCard')}</a>
        <form method="post" action="/billing/sandbox/checkout/${session.id}/cancel">
          <button type="submit">${t.text('cancel')}</button>
        </form>
      </div>`;

  app.get('/billing/sandbox/sandbox.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(sandboxCss),
  );

  app.get('/billing/sandbox/checkout/:id', async (request, reply) => {
    const id = sessionId(request.params);
    const session = id ? await openSession(id, 'checkout') : null;
    const plan = session?.priceLookupKey ? planByLookupKey(session.priceLookupKey) : null;
    const shown = billingPlans.find((candidate) => candidate.id === plan?.id);
    if (!session || !plan || !shown) return expired(request, reply);
    const t = textsFor(request);
    const amount = formatMoney(plan.amountCents, plan.currency.toUpperCase(), t.language);
    const card = await cardOf(session.userId);
    const payment = card
      ? html`<p class="muted">${t.text('chargedTo', { card: cardText(t, card) })}</p>
          <div class="actions">
            <form method="post" action="/billing/sandbox/checkout/${session.id}/pay">
              <button class="primary" type="submit">${t.text('pay', { amount })}</button>
            </form>
            <form method="post" action="/billing/sandbox/checkout/${session.id}/cancel">
              <button type="submit">${t.text('cancel')}</button>
            </form>
          </div>`
      : cardRequired(t, session);
    return send(
      reply,
      t,
      200,
      t.text('checkoutTitle'),
      html`<h1 id="title">
          ${t.text('planHeading', { product, plan: t.text(planTexts[shown.id].name) })}
        </h1>
        <p class="muted">${t.text(planTexts[shown.id].description)}</p>
        <p class="price">
          ${amount}
          <span class="muted">${t.text(plan.interval === 'month' ? 'perMonth' : 'perYear')}</span>
        </p>
        ${payment}`,
    );
  });

  app.post('/billing/sandbox/checkout/:id/pay', async (request, reply) => {
    const id = sessionId(request.params);
    const session = id ? await openSession(id, 'checkout') : null;
    const plan = session?.priceLookupKey ? planByLookupKey(session.priceLookupKey) : null;
    if (!session || !plan) return expired(request, reply);
    const { userId } = session;
    const customerId = await ensureCustomer(ctx, userId);
    const now = billingClock.now();
    const hasCard = await withUser(ctx.db, userId, async (tx) => {
      await lockBillingOf(tx, userId);
      // No card, no plan: the session stays open, so adding a card and paying again works.
      const card = chargedCard(await listPaymentMethods(tx));
      if (!card) return false;
      const claimed = await closeSession(tx, session.id, 'completed');
      // Paying twice (two tabs, back button) or over a live subscription changes nothing.
      if (!claimed || (await findLiveSubscription(tx, userId))) return true;
      const created = await ctx.provider.createSubscription({
        userId,
        customerId,
        lookupKey: plan.lookupKey,
        paymentMethodId: card.stripePaymentMethodId,
        trialDays: 0,
        idempotencyKey: session.id,
        now,
      });
      const saved = await upsertSubscription(tx, userId, 'sandbox', created.subscription);
      if (created.invoice) await upsertInvoice(tx, userId, saved.id, created.invoice);
      return true;
    });
    if (!hasCard) {
      const t = textsFor(request);
      return send(reply, t, 402, t.text('checkoutTitle'), cardRequired(t, session));
    }
    return reply.redirect('/billing?checkout=success', 303);
  });

  app.post('/billing/sandbox/checkout/:id/cancel', async (request, reply) => {
    const id = sessionId(request.params);
    const session = id ? await openSession(id, 'checkout') : null;
    if (session) {
      await withUser(ctx.db, session.userId, (tx) => closeSession(tx, session.id, 'canceled'));
    }
    return reply.redirect('/billing?checkout=canceled', 303);
  });

  app.get('/billing/sandbox/portal/:id', async (request, reply) => {
    const id = sessionId(request.params);
    const session = id ? await openSession(id, 'portal') : null;
    if (!session) return expired(request, reply);
    const now = billingClock.now();
    const { subscription, cards } = await withUser(ctx.db, session.userId, async (tx) => ({
      subscription: (await currentSubscriptions(tx, now)).find((row) => row.status !== 'canceled'),
      cards: await listPaymentMethods(tx),
    }));
    const plan = billingPlans.find((candidate) => candidate.id === subscription?.plan);
    const action = subscription?.cancelAtPeriodEnd ? 'resume' : 'cancel';
    const t = textsFor(request);
    const statusKey: SandboxTextKey = subscription?.cancelAtPeriodEnd
      ? 'statusEnding'
      : subscription?.status === 'trialing'
        ? 'statusTrial'
        : 'statusActive';
    const details = subscription
      ? html`<dl>
            <dt>${t.text('plan')}</dt>
            <dd>
              ${t.text('planHeading', {
                product,
                plan: plan ? t.text(planTexts[plan.id].name) : subscription.plan,
              })}
            </dd>
            <dt>${t.text('status')}</dt>
            <dd>${t.text(statusKey)}</dd>
            <dt>${t.text(subscription.cancelAtPeriodEnd ? 'accessUntil' : 'renewsOn')}</dt>
            <dd>${formatDate(subscription.currentPeriodEnd, t.language)}</dd>
          </dl>
          <form method="post" action="/billing/sandbox/portal/${session.id}/${action}">
            <button type="submit">
              ${t.text(action === 'cancel' ? 'cancelSubscription' : 'resumeSubscription')}
            </button>
          </form>`
      : html`<p>${t.text('noSubscription')}</p>`;
    const cardList = cards.map((card) => html`<li>${cardText(t, card)}</li>`);
    return send(
      reply,
      t,
      200,
      t.text('portalTitle'),
      html`<h1 id="title">${t.text('portalHeading', { product })}</h1>
        ${details}
        <h2>${t.text('paymentMethods')}</h2>
        ${
          cards.length > 0
            ? html`<ul>
                ${cardList}
              </ul>`
            : html`<p class="muted">${t.text('noCards')}</p>`
        }
        <div class="actions">
          <a class="link" href="/billing">${t.text('returnTo', { product })}</a>
        </div>`,
    );
  });

  for (const action of ['cancel', 'resume'] as const) {
    app.post(`/billing/sandbox/portal/:id/${action}`, async (request, reply) => {
      const id = sessionId(request.params);
      const session = id ? await openSession(id, 'portal') : null;
      if (!session) return expired(request, reply);
      const live = await withUser(ctx.db, session.userId, (tx) =>
        findLiveSubscription(tx, session.userId),
      );
      if (live) await setCancelAtPeriodEnd(ctx, session.userId, live.id, action === 'cancel');
      return reply.redirect(`/billing/sandbox/portal/${session.id}`, 303);
    });
  }
  done();
};

export default sandboxPages;
