import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  discoverCategoryPageSchema,
  discoverCategoryParamsSchema,
  discoverCategoryQuerySchema,
  discoverSearchQuerySchema,
  discoverSearchResultSchema,
  discoverSectionsSchema,
  suggestedPeopleSchema,
} from '@waymark/shared/discover/contracts';
import { categoryPage, search, sections, suggestedPeople } from '@/features/discover/service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf, viewerId } from '@/plugins/caller';

/** Discover (issue 16): open to signed-out visitors, who see public things only (spec §1). */
export const discoverRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  app.get(
    '/discover/search',
    {
      schema: {
        querystring: discoverSearchQuerySchema,
        response: { 200: discoverSearchResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => search(db(), viewerId(request), request.query.q),
  );
  app.get('/discover', { schema: { response: { 200: discoverSectionsSchema } } }, async (request) =>
    sections(db(), viewerId(request)),
  );
  app.get(
    '/discover/people',
    {
      config: { access: { caller: 'signed-in' } },
      schema: { response: { 200: suggestedPeopleSchema, ...errorResponses(401) } },
    },
    async (request) => suggestedPeople(db(), callerOf(request).userId),
  );
  app.get(
    '/discover/categories/:category',
    {
      schema: {
        params: discoverCategoryParamsSchema,
        querystring: discoverCategoryQuerySchema,
        response: { 200: discoverCategoryPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      categoryPage(db(), viewerId(request), request.params.category, request.query),
  );
  done();
};
