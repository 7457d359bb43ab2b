import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@waymark/shared/errors';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { callerOf } from '@/plugins/caller';

export const accountAgeBodySchema = z.object({
  /** How many whole days ago the caller's account and profile should have been created. */
  days: z.number().int().min(0).max(3650),
});

/**
 * Hooks for end-to-end tests only: registered when E2E_TEST_HOOKS=1 (config.e2eTestHooks), never
 * in a normal installation. They let a browser test put its own account into a state that would
 * otherwise take days to reach, such as the end of the free access.
 */
export const testHookRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/test-hooks/account-age',
    {
      schema: {
        body: accountAgeBodySchema,
        response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await ageOwnAccount(app.database.db, callerOf(request).userId, request.body.days);
      return reply.status(204).send(null);
    },
  );
  done();
};
