import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, paginationQuerySchema } from '@waymark/shared/journeys/common-contracts';
import {
  collaboratorInviteSchema,
  collaboratorListSchema,
  collaboratorParamsSchema,
  collaboratorSchema,
  collaboratorUpdateSchema,
} from '@waymark/shared/journeys/collaborators/contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { registerCreatingPost } from '@/capabilities/idempotency/creating-post';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';
import {
  addCollaborator,
  changeCollaboratorRole,
  listCollaborators,
  listSharedWithMe,
  removeCollaborator,
} from '@/features/journeys/collaborators/service';

const errors = errorResponses(400, 401, 402, 403, 404, 409);

/**
 * Shared journeys (issue 34): registered inside the journeys' signed-in group, so each route
 * has its access declared there (signed in, a token needs the journeys scope, writes paid,
 * nothing before the second factor); leaving is not paid, so nobody is kept in a journey by
 * their subscription. Who may do what to which journey is the services' and RLS's
 * (app.journey_role()): the owner manages people, collaborators see the list and may leave.
 */
export const collaboratorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  // Static: wins over GET /journeys/:id.
  app.get(
    '/journeys/shared-with-me',
    {
      schema: {
        querystring: paginationQuerySchema,
        response: { 200: journeyPageSchema, ...errors },
      },
    },
    async (request) =>
      listSharedWithMe(db(), callerOf(request).userId, {
        limit: request.query.limit,
        cursor: request.query.cursor,
      }),
  );

  app.get(
    '/journeys/:id/collaborators',
    { schema: { params: idParamsSchema, response: { 200: collaboratorListSchema, ...errors } } },
    async (request) => listCollaborators(db(), callerOf(request).userId, request.params.id),
  );

  // A retried invitation (Idempotency-Key) answers as the first did, not 409.
  registerCreatingPost(app, {
    url: '/journeys/:id/collaborators',
    schema: {
      params: idParamsSchema,
      body: collaboratorInviteSchema,
      created: collaboratorSchema,
      errors,
    },
    make: (userId, id, body) => addCollaborator(db(), userId, id, body),
  });

  app.patch(
    '/journeys/:id/collaborators/:userId',
    {
      schema: {
        params: collaboratorParamsSchema,
        body: collaboratorUpdateSchema,
        response: { 200: collaboratorSchema, ...errors },
      },
    },
    async (request) =>
      changeCollaboratorRole(
        db(),
        callerOf(request).userId,
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    '/journeys/:id/collaborators/:userId',
    {
      config: { access: { paid: 'none' } },
      schema: { params: collaboratorParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeCollaborator(
        db(),
        callerOf(request).userId,
        request.params.id,
        request.params.userId,
      );
      return reply.code(204).send(null);
    },
  );
  done();
};
