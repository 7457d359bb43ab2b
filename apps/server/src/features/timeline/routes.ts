import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { timelinePageSchema, timelineQuerySchema } from '@waymark/shared/timeline/contracts';
import { timelinePage } from '@/features/timeline/service';
import { errorResponses } from '@/lib/error-responses';
import { viewerId } from '@/plugins/caller';

const errors = errorResponses(400, 401);

/** The timeline (issue 16): signed-out visitors read the public tab only. */
export const timelineRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  app.get(
    '/timeline',
    {
      schema: {
        querystring: timelineQuerySchema,
        response: { 200: timelinePageSchema, ...errors },
      },
    },
    async (request) => timelinePage(db(), viewerId(request), request.query),
  );
  done();
};
