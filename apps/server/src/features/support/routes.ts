import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  supportAnswerTimeSchema,
  supportRequestSchema,
  supportTicketSchema,
} from '@waymark/shared/settings';
import type { Config } from '@/config';
import { createFloodGuard } from '@/features/support/flood-guard';
import { answerTime, fileSupportTicket } from '@/features/support/service';
import { viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

/** Five messages an hour per account, address or IP: plenty for a person, a wall for a script. */
export const SUPPORT_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export const supportRoutes: FastifyPluginCallbackZod<{ config: Config }> = (
  app,
  { config },
  done,
) => {
  const deps = {
    db: app.database.db,
    // The transport loads on the first ticket, not at start-up.
    mailer: () => app.mailer(),
    guard: createFloodGuard(SUPPORT_LIMIT),
    logger: app.log,
    supportEmail: config.supportEmail,
    productName: config.productName,
  };

  // Visitors are answered like everyone else; a signed-in Pro member first.
  app.get(
    '/support/answer-time',
    { schema: { response: { 200: supportAnswerTimeSchema } } },
    async (request) => answerTime(deps, viewerId(request)),
  );

  app.post(
    '/support',
    {
      config: { idempotent: true },
      schema: {
        body: supportRequestSchema,
        response: {
          201: supportTicketSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const ticket = await fileSupportTicket(
        deps,
        { userId: viewerId(request), ip: request.ip },
        request.body,
      );
      return reply.status(201).send(ticket);
    },
  );
  done();
};
