import { z } from 'zod';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  addPaymentMethodSchema,
  billingConfigSchema,
  createSubscriptionSchema,
  invoiceListSchema,
  paymentMethodIdParamsSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  sandboxConfirmationParamsSchema,
  sandboxConfirmationSchema,
  sandboxPaymentMethodResultSchema,
  sandboxPaymentMethodSchema,
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
  switchPlanSchema,
} from '@waymark/shared/billing/contracts';
import type { Config } from '@/config';
import type { BillingContext } from '@/features/billing/context';
import {
  addPaymentMethod,
  addSandboxPaymentMethod,
  answerSandboxConfirmation,
  getPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from '@/features/billing/payment-methods-service';
import { paymentsRoutes } from '@/features/billing/payments-routes';
import { providerLoader } from '@/features/billing/provider-loader';
import {
  getInvoices,
  getStatus,
  getSubscription,
  getSubscriptions,
} from '@/capabilities/subscriptions/status';
import {
  createSubscription,
  setCancelAtPeriodEnd,
  switchPlan,
} from '@/features/billing/subscriptions-service';
import { webhookRoutes } from '@/features/billing/webhook-routes';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';
import { withAccess, accessPresets } from '@/access/declaration';

const errors = errorResponses(400, 401, 402, 404, 502);

/** The billing API (issue 4): status, subscriptions, cards, invoices; spec §7 POST /payments. */
export const billingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const loadProvider = providerLoader(config);
  const context = async (): Promise<BillingContext> => ({
    db: app.database.db,
    provider: await loadProvider(),
    publicUrl: config.publicUrl,
  });

  // Which payment form to show: the app's, visitors included (the pricing page).
  app.get(
    '/billing/config',
    {
      config: { access: { ...accessPresets.account, caller: 'anyone' } },
      schema: { response: { 200: billingConfigSchema } },
    },
    () =>
      config.billing.provider === 'stripe'
        ? { provider: 'stripe' as const, publishableKey: config.billing.stripe.publishableKey }
        : { provider: 'sandbox' as const },
  );

  await app.register(withAccess(accessPresets.account, subscriberRoutes), { context });
  await app.register(withAccess(accessPresets.account, paymentsRoutes), { context });
  // The payment provider's events, signed by the provider.
  await app.register(withAccess(accessPresets.signedLink, webhookRoutes), { config, loadProvider });
};

/** The signed-in person's own billing: status, subscriptions, cards, invoices. */
const subscriberRoutes: FastifyPluginCallbackZod<{ context: () => Promise<BillingContext> }> = (
  app,
  { context },
  done,
) => {
  app.get(
    '/billing/status',
    { schema: { response: { 200: subscriptionStatusSchema, ...errors } } },
    async (request) => getStatus(app.database.db, callerOf(request).userId),
  );

  app.get(
    '/billing/subscriptions',
    { schema: { response: { 200: subscriptionListSchema, ...errors } } },
    async (request) => ({
      subscriptions: await getSubscriptions(app.database.db, callerOf(request).userId),
    }),
  );

  app.get(
    '/billing/subscriptions/:id',
    {
      schema: {
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      getSubscription(app.database.db, callerOf(request).userId, request.params.id),
  );

  app.post(
    '/billing/subscriptions',
    {
      schema: { body: createSubscriptionSchema, response: { 200: subscriptionSchema, ...errors } },
    },
    async (request) => createSubscription(await context(), callerOf(request).userId, request.body),
  );

  app.post(
    '/billing/subscriptions/:id/cancel',
    {
      schema: {
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      setCancelAtPeriodEnd(await context(), callerOf(request).userId, request.params.id, true),
  );

  app.post(
    '/billing/subscriptions/:id/resume',
    {
      schema: {
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      setCancelAtPeriodEnd(await context(), callerOf(request).userId, request.params.id, false),
  );

  app.post(
    '/billing/subscriptions/:id/switch',
    {
      schema: {
        params: subscriptionIdParamsSchema,
        body: switchPlanSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      switchPlan(await context(), callerOf(request).userId, request.params.id, request.body.plan),
  );

  app.get(
    '/billing/payment-methods',
    { schema: { response: { 200: paymentMethodListSchema, ...errors } } },
    async (request) => ({
      paymentMethods: await getPaymentMethods(await context(), callerOf(request).userId),
    }),
  );

  app.post(
    '/billing/payment-methods',
    { schema: { body: addPaymentMethodSchema, response: { 200: paymentMethodSchema, ...errors } } },
    async (request) => addPaymentMethod(await context(), callerOf(request).userId, request.body),
  );

  app.post(
    '/billing/payment-methods/:id/default',
    {
      schema: {
        params: paymentMethodIdParamsSchema,
        response: { 200: paymentMethodSchema, ...errors },
      },
    },
    async (request) =>
      setDefaultPaymentMethod(await context(), callerOf(request).userId, request.params.id),
  );

  app.delete(
    '/billing/payment-methods/:id',
    { schema: { params: paymentMethodIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removePaymentMethod(await context(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/billing/sandbox/payment-methods',
    {
      schema: {
        body: sandboxPaymentMethodSchema,
        response: { 200: sandboxPaymentMethodResultSchema, ...errors },
      },
    },
    async (request) =>
      addSandboxPaymentMethod(await context(), callerOf(request).userId, request.body),
  );

  app.post(
    '/billing/sandbox/confirmations/:id',
    {
      schema: {
        params: sandboxConfirmationParamsSchema,
        body: sandboxConfirmationSchema,
        response: { 200: paymentMethodSchema, ...errors },
      },
    },
    async (request) =>
      answerSandboxConfirmation(
        await context(),
        callerOf(request).userId,
        request.params.id,
        request.body.approve,
      ),
  );

  app.get(
    '/billing/invoices',
    { schema: { response: { 200: invoiceListSchema, ...errors } } },
    async (request) => ({
      invoices: await getInvoices(app.database.db, callerOf(request).userId),
    }),
  );
  done();
};
