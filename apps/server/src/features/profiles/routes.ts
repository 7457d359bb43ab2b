import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { profileIdParamsSchema, publicProfileSchema } from '@waymark/shared/profiles';
import { presentPublicProfile } from '@/features/profiles/presenter';
import { getVisibleProfile } from '@/capabilities/people/service';
import { viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

export const profileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/profiles/:id',
    {
      schema: {
        params: profileIdParamsSchema,
        response: { 200: publicProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await getVisibleProfile(app.database.db, viewerId(request), request.params.id);
      return presentPublicProfile(row);
    },
  );
  done();
};
