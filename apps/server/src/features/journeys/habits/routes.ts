import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDateSchema } from '@waymark/shared/journeys/common-contracts';
import {
  checkinCreateSchema,
  checkinDeletedSchema,
  checkinItemParamsSchema,
  checkinListQuerySchema,
  checkinListSchema,
  checkinParamsSchema,
  checkinResultSchema,
} from '@waymark/shared/journeys/habits/checkin-contracts';
import {
  pauseCreateSchema,
  pauseListSchema,
  pauseParamsSchema,
  pauseSchema,
} from '@waymark/shared/journeys/habits/pause-contracts';
import { idParamsSchema } from '@waymark/shared/journeys/common-contracts';
import {
  addCheckin,
  deleteCheckin,
  deleteCheckinOn,
  listCheckins,
} from '@/features/journeys/habits/checkins-service';
import { addPause, deletePause, listPauses } from '@/features/journeys/habits/pauses-service';
import { registerCreatingPost } from '@/capabilities/idempotency/creating-post';
import { errorResponses } from '@/lib/error-responses';
import { callerOf, viewerId } from '@/plugins/caller';

const errors = errorResponses(400, 401, 402, 404, 409);
const signedIn = { caller: 'signed-in' } as const;

/**
 * Habits that survive a holiday (issue 34): check-ins of recurring steps and pauses of a
 * journey. Registered inside the journey routes, whose defaults they share except the paywall:
 * habits and pauses are for everyone, so none of these is paid (a token's writes still are,
 * as everywhere). Reads follow the journey (visitors too on a public one); writes are signed in.
 */
export const habitRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  app.post(
    '/journeys/:id/steps/:stepId/checkins',
    {
      config: { access: { ...signedIn, token: 'steps' }, idempotent: true },
      schema: {
        params: checkinParamsSchema,
        body: checkinCreateSchema,
        response: { 201: checkinResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, stepId } = request.params;
      const result = await addCheckin(db(), callerOf(request).userId, id, stepId, request.body);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/journeys/:id/steps/:stepId/checkins',
    {
      config: { access: { token: 'steps' } },
      schema: {
        params: checkinParamsSchema,
        querystring: checkinListQuerySchema,
        response: { 200: checkinListSchema, ...errors },
      },
    },
    async (request) =>
      listCheckins(
        db(),
        viewerId(request),
        request.params.id,
        request.params.stepId,
        request.query,
      ),
  );

  // The undo of "checked in today", where the client knows the day and not the row.
  app.delete(
    '/journeys/:id/steps/:stepId/checkins',
    {
      config: { access: { ...signedIn, token: 'steps' } },
      schema: {
        params: checkinParamsSchema,
        querystring: z.strictObject({ on: calendarDateSchema }),
        response: { 200: checkinDeletedSchema, ...errors },
      },
    },
    async (request) =>
      deleteCheckinOn(
        db(),
        callerOf(request).userId,
        request.params.id,
        request.params.stepId,
        request.query.on,
      ),
  );

  app.delete(
    '/journeys/:id/steps/:stepId/checkins/:checkinId',
    {
      config: { access: { ...signedIn, token: 'steps' } },
      schema: {
        params: checkinItemParamsSchema,
        response: { 200: checkinDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const { id, stepId, checkinId } = request.params;
      return deleteCheckin(db(), callerOf(request).userId, id, stepId, checkinId);
    },
  );

  registerCreatingPost(app, {
    url: '/journeys/:id/pauses',
    config: { access: signedIn },
    schema: { params: idParamsSchema, body: pauseCreateSchema, created: pauseSchema, errors },
    make: (userId, id, body) => addPause(db(), userId, id, body),
  });

  app.get(
    '/journeys/:id/pauses',
    { schema: { params: idParamsSchema, response: { 200: pauseListSchema, ...errors } } },
    async (request) => listPauses(db(), viewerId(request), request.params.id),
  );

  app.delete(
    '/journeys/:id/pauses/:pauseId',
    {
      config: { access: signedIn },
      schema: { params: pauseParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deletePause(db(), callerOf(request).userId, request.params.id, request.params.pauseId);
      return reply.code(204).send(null);
    },
  );
  done();
};
