import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@waymark/shared/journeys/common-contracts';
import { uploadedImageSchema } from '@waymark/shared/journeys/document-contracts';
import { journeySchema } from '@waymark/shared/journeys/journey-contracts';
import { AVATAR_MAX_BYTES, avatarTooLargeMessage } from '@waymark/shared/profiles';
import { AppError } from '@/errors';
import { registerJourneyFileRules } from '@/features/journeys/file-rules';
import { removeCover, replaceCover, uploadJourneyImage } from '@/features/journeys/image-service';
import { multipartFile } from '@/features/journeys/multipart-file';
import { callerOf } from '@/plugins/caller';
import { acceptRawImages, imageBodyErrors, rawImageOf } from '@/plugins/raw-image-body';
import { errorResponses } from '@/lib/error-responses';

const errors = errorResponses(400, 401, 404, 413, 415);

/**
 * POST /api/journeys/:id/cover and /images take the image as the raw body, like the avatar,
 * or as the field `file` of multipart form data (same types and 5 MB limit). Its own scope, so the binary parser applies nowhere else.
 */
export const journeyImageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerJourneyFileRules();
  acceptRawImages(app);
  // Browsers' FormData with one File in the field `file`: its bytes, checked like a raw body.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES + 64 * 1024 },
    (request, body, parsed) => {
      const file = multipartFile(body as Buffer, request.headers['content-type'] ?? '');
      if (file) parsed(null, file);
      else parsed(new AppError('BAD_REQUEST', 'Send the image in the form field "file"'));
    },
  );
  const context = (log: typeof app.log) => ({ db: app.database.db, fileStore: app.fileStore, log });
  // A multipart body may be a little larger than the file it carries: the file itself is held
  // to the limit here.
  const imageOf = (body: unknown): Buffer => {
    const image = rawImageOf(body);
    if (image.length > AVATAR_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage);
    return image;
  };

  app.post(
    '/journeys/:id/cover',
    {
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      errorHandler: imageBodyErrors,
      schema: { params: idParamsSchema, response: { 200: journeySchema, ...errors } },
    },
    async (request) =>
      replaceCover(
        context(request.log),
        callerOf(request).userId,
        request.params.id,
        imageOf(request.body),
      ),
  );

  app.delete(
    '/journeys/:id/cover',
    { schema: { params: idParamsSchema, response: { 200: journeySchema, ...errors } } },
    async (request) =>
      removeCover(context(request.log), callerOf(request).userId, request.params.id),
  );

  app.post(
    '/journeys/:id/images',
    {
      config: { access: { token: 'documents' }, idempotent: true },
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      errorHandler: imageBodyErrors,
      schema: { params: idParamsSchema, response: { 201: uploadedImageSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await uploadJourneyImage(
            context(request.log),
            callerOf(request).userId,
            request.params.id,
            imageOf(request.body),
          ),
        ),
  );
  done();
};
