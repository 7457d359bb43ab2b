import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ownProfileSchema, profileUpdateSchema } from '@waymark/shared/profiles';
import { getOwnProfile, updateOwnProfile } from '@/features/profiles/own-profile-service';
import { presentOwnProfile } from '@/features/profiles/presenter';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

/** GET and PATCH /api/me/profile: the signed-in user's profile with its settings. */
export const ownProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/me/profile',
    { schema: { response: { 200: ownProfileSchema, ...errorResponses(401, 404) } } },
    async (request) =>
      presentOwnProfile(await getOwnProfile(app.database.db, callerOf(request).userId)),
  );

  app.patch(
    '/me/profile',
    {
      // Signed-out callers get 401 before their body is validated.
      schema: {
        body: profileUpdateSchema,
        response: {
          200: ownProfileSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      return presentOwnProfile(await updateOwnProfile(app.database.db, userId, request.body));
    },
  );
  done();
};
