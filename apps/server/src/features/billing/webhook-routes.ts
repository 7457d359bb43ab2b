import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import type { ProviderLoader } from '@/features/billing/provider-loader';
import type { StripeProvider } from '@/features/billing/stripe-provider';
import { handleStripeEvent } from '@/features/billing/webhook-service';

/**
 * `POST /api/billing/webhook`: Stripe's events. The signature covers the exact bytes sent, so
 * this plugin (and only it) keeps JSON bodies raw; the event is parsed by the SDK after
 * verification. A forged or stale signature is a 400 and changes nothing.
 */
export const webhookRoutes: FastifyPluginCallbackZod<{
  config: Config;
  loadProvider: ProviderLoader;
}> = (app, { config, loadProvider }, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
    parsed(null, body);
  });

  app.post('/billing/webhook', async (request) => {
    if (config.billing.provider !== 'stripe') {
      throw new AppError('NOT_FOUND', 'Webhooks are only used with the Stripe provider');
    }
    const secret = config.billing.stripe.webhookSecret;
    if (!secret) throw new AppError('BAD_REQUEST', 'STRIPE_WEBHOOK_SECRET is not configured');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('BAD_REQUEST', 'Missing Stripe signature');
    }
    const provider = (await loadProvider()) as StripeProvider;
    let event: Stripe.Event;
    try {
      event = provider.stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
    }
    const result = await handleStripeEvent(app.database.db, provider, event, request.log);
    return { received: true, duplicate: result === 'duplicate' };
  });
  done();
};
