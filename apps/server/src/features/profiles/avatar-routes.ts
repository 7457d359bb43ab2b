import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, ownProfileSchema } from '@waymark/shared/profiles';
import { registerAvatarFileRules } from '@/features/profiles/avatar-file-rules';
import { removeAvatar, replaceAvatar } from '@/features/profiles/avatar-service';
import { presentOwnProfile } from '@/features/profiles/presenter';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';
import { acceptRawImages, imageBodyErrors, rawImageOf } from '@/plugins/raw-image-body';

const errors = errorResponses(400, 401, 404, 413, 415);

/**
 * POST /api/me/avatar takes the image as the raw request body (no multipart: one file, and
 * the browser sends a File as-is); DELETE /api/me/avatar removes it. This plugin is its own
 * scope, so its binary body parser and 5 MB limit apply to no other route.
 */
export const avatarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerAvatarFileRules();
  acceptRawImages(app);

  const context = () => ({ db: app.database.db, fileStore: app.fileStore });

  app.post(
    '/me/avatar',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      schema: { response: { 200: ownProfileSchema, ...errors } },
      // Signed-out callers are turned away before their upload is read.
      errorHandler: imageBodyErrors,
    },
    async (request) => {
      const userId = callerOf(request).userId;
      const image = rawImageOf(request.body);
      const profile = await replaceAvatar({ ...context(), log: request.log }, userId, image);
      return presentOwnProfile(profile);
    },
  );

  app.delete(
    '/me/avatar',
    { schema: { response: { 200: ownProfileSchema, ...errors } } },
    async (request) => {
      const userId = callerOf(request).userId;
      return presentOwnProfile(await removeAvatar({ ...context(), log: request.log }, userId));
    },
  );
  done();
};
