import { z } from 'zod';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  activityIdParamsSchema,
  cheersSchema,
  commentIdParamsSchema,
  commentPageSchema,
  commentSchema,
  commentsQuerySchema,
  createCommentSchema,
} from '@waymark/shared/engage/contracts';
import * as service from '@/features/engage/service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf, viewerId } from '@/plugins/caller';
import { withAccess } from '@/access/declaration';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Cheers and comments on timeline activities (issue 16). Reading a thread is open to whoever
 * may see the activity (a visitor: public ones); cheering, commenting, deleting and approving
 * need a signed-in person. Cheering and commenting stay free: they grow no network.
 */
export const engageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get(
    '/activities/:id/comments',
    {
      schema: {
        params: activityIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listComments(db(), viewerId(request), request.params.id, request.query.cursor),
  );
  await app.register(withAccess({ caller: 'signed-in' }, writeRoutes));
};

const writeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

  app.put(
    '/activities/:id/cheer',
    {
      // Replayed by the web app's offline outbox with its Idempotency-Key (issue 32).
      config: { idempotent: true },
      schema: { params: activityIdParamsSchema, response: { 200: cheersSchema, ...errors } },
    },
    async (request) => service.cheer(db(), userOf(request), request.params.id),
  );
  app.delete(
    '/activities/:id/cheer',
    {
      // Replayed by the web app's offline outbox with its Idempotency-Key (issue 32).
      config: { idempotent: true },
      schema: { params: activityIdParamsSchema, response: { 200: cheersSchema, ...errors } },
    },
    async (request) => service.uncheer(db(), userOf(request), request.params.id),
  );
  app.post(
    '/activities/:id/comments',
    {
      config: { idempotent: true },
      schema: {
        params: activityIdParamsSchema,
        body: createCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await service.addComment(
        db(),
        userOf(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(comment);
    },
  );
  app.delete(
    '/comments/:id',
    { schema: { params: commentIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeComment(db(), userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/comments/:id/approve',
    { schema: { params: commentIdParamsSchema, response: { 200: commentSchema, ...errors } } },
    async (request) => service.approveComment(db(), userOf(request), request.params.id),
  );
  done();
};
