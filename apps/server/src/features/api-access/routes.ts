import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from '@waymark/shared/api-access/contracts';
import { createToken, listTokens, revokeToken } from '@/features/api-access/service';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

/**
 * The signed-in person's personal access tokens (Settings → security → Developer). Tokens
 * themselves can never call these (declared `token: 'none'` in api-routes.ts),
 * so a leaked token cannot mint another or hide itself. Creating one is a Pro feature.
 */
export const apiTokenRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const tags = ['Tokens'];
  app.get(
    '/tokens',
    {
      schema: {
        tags,
        summary: 'List your personal access tokens',
        response: { 200: apiTokenListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ tokens: await listTokens(app.database.db, callerOf(request).userId) }),
  );

  app.post(
    '/tokens',
    {
      config: { access: { paid: 'writes' }, idempotent: true },
      schema: {
        tags,
        summary: 'Create a personal access token (the secret is returned once)',
        body: createApiTokenSchema,
        response: {
          201: createdApiTokenSchema,
          ...errorResponses(400, 401, 402, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await createToken(app.database.db, callerOf(request).userId, request.body);
      // The secret must not linger in any cache between here and the person.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a personal access token',
        params: apiTokenIdParamsSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await revokeToken(app.database.db, callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
  done();
};
