import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, paginationQuerySchema } from '@waymark/shared/journeys/common-contracts';
import {
  entryCreateSchema,
  entryParamsSchema,
  journeyEntryPageSchema,
  journeyEntrySchema,
} from '@waymark/shared/journeys/entry-contracts';
import { journeySchema } from '@waymark/shared/journeys/journey-contracts';
import { registerCreatingPost } from '@/capabilities/idempotency/creating-post';
import { callerOf, viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';
import { deleteEntry, listEntries, logEntry } from '@/features/journeys/entries/entry-service';

const errors = errorResponses(400, 401, 403, 404);
const entryLoggedSchema = z.object({ entry: journeyEntrySchema, journey: journeySchema });

/**
 * Entries toward a journey's target (issue 34). Targets and entries are for everyone: unlike
 * the journeys' other writes these are not behind the paywall (`paid: 'none'`). Reading
 * follows the journey (visitors read a public one's); writing needs the journeys scope.
 * Registered by the journeys' routes with `withAccess({ paid: 'none' }, …)`.
 */
export const journeyEntryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  app.get(
    '/journeys/:id/entries',
    {
      schema: {
        params: idParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: journeyEntryPageSchema, ...errors },
      },
    },
    async (request) => listEntries(db(), viewerId(request), request.params.id, request.query),
  );

  registerCreatingPost(app, {
    url: '/journeys/:id/entries',
    config: { access: { caller: 'signed-in' } },
    schema: { params: idParamsSchema, body: entryCreateSchema, created: entryLoggedSchema, errors },
    make: (userId, id, body) => logEntry(db(), userId, id, body),
  });

  app.delete(
    '/journeys/:id/entries/:entryId',
    {
      config: { access: { caller: 'signed-in' } },
      schema: {
        params: entryParamsSchema,
        response: { 200: z.object({ journey: journeySchema }), ...errors },
      },
    },
    async (request) =>
      deleteEntry(db(), callerOf(request).userId, request.params.id, request.params.entryId),
  );
  done();
};
