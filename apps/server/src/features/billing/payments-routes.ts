import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { paymentsRequestSchema, paymentsResponseSchema } from '@waymark/shared/billing/contracts';
import { AppError } from '@/errors';
import type { BillingContext } from '@/features/billing/context';
import { createPaymentsSession } from '@/features/billing/payments-service';
import { callerOf } from '@/plugins/caller';

/**
 * Spec §7 `POST /payments`. Its client uses the response text as the error message when the
 * answer is not ok, so errors here are plain text ('Not authenticated'), not the JSON body.
 * The error handler is this plugin's own, so it also covers a bad bearer token refused by the
 * accounts hook before the handler runs.
 */
export const paymentsRoutes: FastifyPluginCallbackZod<{
  context: () => Promise<BillingContext>;
}> = (app, { context }, done) => {
  app.setErrorHandler((error, request, reply) => {
    const known = error instanceof AppError ? error : null;
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    const status = known?.statusCode ?? (statusCode && statusCode < 500 ? statusCode : 500);
    if (status >= 500) request.log.error({ err: error }, 'POST /payments failed');
    // Fastify's own client errors (bad JSON, wrong content type) carry safe messages.
    const text =
      known?.publicMessage ?? (status < 500 ? (message ?? 'Bad request') : 'Internal server error');
    return reply.status(status).type('text/plain; charset=utf-8').send(text);
  });

  app.post(
    '/payments',
    { schema: { response: { 200: paymentsResponseSchema } } },
    async (request) => {
      const userId = callerOf(request).userId;
      const parsed = paymentsRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid body');
      }
      return { url: await createPaymentsSession(await context(), userId, parsed.data) };
    },
  );
  done();
};
