import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeStorageKey } from '@/capabilities/files/file-store';
import { getServedFile } from '@/capabilities/files/service';
import { viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

const fileKeyParamsSchema = z.object({
  key: z.string().refine(isSafeStorageKey, { error: 'key is not a valid file key' }),
});

// Keys are random and never reused, so a file under one never changes.
const immutableCache = 'public, max-age=31536000, immutable';
const privateCache = 'private, max-age=300';

/** GET /api/files/:key: stored files (avatars) for anyone who has the link. */
export const fileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/files/:key',
    {
      schema: {
        params: fileKeyParamsSchema,
        response: {
          // A stream, never serialized: Fastify pipes it as it is.
          200: z.unknown().describe('The stored bytes, with their stored content type'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await getServedFile(
        app.database.db,
        app.fileStore,
        viewerId(request),
        request.params.key,
      );
      reply
        .header('content-type', file.contentType)
        // A journey's images may stop being visible (made private): no shared caches.
        .header('cache-control', file.private ? privateCache : immutableCache)
        // Never let a browser guess a type: an upload must not turn into a page or script.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (file.byteSize !== undefined) reply.header('content-length', file.byteSize);
      return reply.send(file.body);
    },
  );
  done();
};
