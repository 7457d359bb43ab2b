import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { presenceListSchema, presenceQuerySchema } from '@waymark/shared/presence/contracts';
import { presenceOf } from '@/features/presence/service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';

const errors = errorResponses(400, 401);

/** Activity status of people I talk to (signed in): the chat list and a conversation's header. */
export const presenceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/presence',
    {
      schema: {
        querystring: presenceQuerySchema,
        response: { 200: presenceListSchema, ...errors },
      },
    },
    async (request) => ({
      people: await presenceOf(
        app.database.db,
        callerOf(request).userId,
        request.query.ids,
        (userId) => app.realtime.isOnline(userId),
      ),
    }),
  );
  done();
};
