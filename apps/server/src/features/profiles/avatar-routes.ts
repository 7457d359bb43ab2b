import type { FastifyError } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@waymark/shared/errors';
import {
  AVATAR_MAX_BYTES,
  avatarRequestContentTypes,
  avatarTooLargeMessage,
  avatarUnsupportedMessage,
  ownProfileSchema,
} from '@waymark/shared/profiles';
import { AppError } from '@/errors';
import { registerAvatarFileRules } from '@/features/profiles/avatar-file-rules';
import { removeAvatar, replaceAvatar } from '@/features/profiles/avatar-service';
import { presentOwnProfile } from '@/features/profiles/presenter';
import { callerOf } from '@/plugins/caller';

const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

/**
 * POST /api/me/avatar takes the image as the raw request body (no multipart: one file, and
 * the browser sends a File as-is); DELETE /api/me/avatar removes it. This plugin is its own
 * scope, so its binary body parser and 5 MB limit apply to no other route.
 */
export const avatarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerAvatarFileRules();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...avatarRequestContentTypes],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );

  const context = () => ({ db: app.database.db, fileStore: app.fileStore });

  app.post(
    '/me/avatar',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      schema: { response: { 200: ownProfileSchema, ...errorResponses } },
      // Signed-out callers are turned away before their upload is read.
      // Fastify's own body errors say "1 MB" and name a media type; say what to upload.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage);
        }
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarUnsupportedMessage);
        }
        throw error;
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      const image = request.body;
      if (!Buffer.isBuffer(image) || image.length === 0) {
        throw new AppError('BAD_REQUEST', 'Send the image as the request body');
      }
      const profile = await replaceAvatar({ ...context(), log: request.log }, userId, image);
      return presentOwnProfile(profile);
    },
  );

  app.delete(
    '/me/avatar',
    { schema: { response: { 200: ownProfileSchema, ...errorResponses } } },
    async (request) => {
      const userId = callerOf(request).userId;
      return presentOwnProfile(await removeAvatar({ ...context(), log: request.log }, userId));
    },
  );
  done();
};
