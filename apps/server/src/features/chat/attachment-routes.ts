import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationIdParamsSchema } from '@waymark/shared/chat/contracts';
import { AVATAR_MAX_BYTES } from '@waymark/shared/profiles';
import { registerChatFileRules, uploadAttachment } from '@/features/chat/attachment-service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';
import { acceptRawImages, imageBodyErrors, rawImageOf } from '@/plugins/raw-image-body';

const errors = errorResponses(400, 401, 403, 404, 413, 415);

/**
 * POST /api/conversations/:id/attachments: an image as the raw body (the avatar's types and 5 MB
 * limit), answered with its URL for the message that carries it. Its own scope, so the binary
 * parser applies nowhere else.
 */
export const chatAttachmentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerChatFileRules();
  acceptRawImages(app);
  app.post(
    '/conversations/:id/attachments',
    {
      config: { idempotent: true },
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      errorHandler: imageBodyErrors,
      schema: {
        params: conversationIdParamsSchema,
        response: { 201: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const stored = await uploadAttachment(
        { db: app.database.db, fileStore: app.fileStore, log: request.log },
        callerOf(request).userId,
        request.params.id,
        rawImageOf(request.body),
      );
      return reply.code(201).send(stored);
    },
  );
  done();
};
