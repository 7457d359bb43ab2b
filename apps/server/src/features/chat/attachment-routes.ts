import type { FastifyError } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationIdParamsSchema } from '@waymark/shared/chat/contracts';
import {
  AVATAR_MAX_BYTES,
  avatarRequestContentTypes,
  avatarTooLargeMessage,
  avatarUnsupportedMessage,
} from '@waymark/shared/profiles';
import { AppError } from '@/errors';
import { registerChatFileRules, uploadAttachment } from '@/features/chat/attachment-service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';

const errors = errorResponses(400, 401, 403, 404, 413, 415);

/**
 * POST /api/conversations/:id/attachments: an image as the raw body (the avatar's types and 5 MB
 * limit), answered with its URL for the message that carries it. Its own scope, so the binary
 * parser applies nowhere else.
 */
export const chatAttachmentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerChatFileRules();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...avatarRequestContentTypes],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );
  app.post(
    '/conversations/:id/attachments',
    {
      config: { idempotent: true },
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage);
        }
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarUnsupportedMessage);
        }
        throw error;
      },
      schema: {
        params: conversationIdParamsSchema,
        response: { 201: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AppError('BAD_REQUEST', 'Send the image as the request body');
      }
      const stored = await uploadAttachment(
        { db: app.database.db, fileStore: app.fileStore, log: request.log },
        callerOf(request).userId,
        request.params.id,
        body,
      );
      return reply.code(201).send(stored);
    },
  );
  done();
};
