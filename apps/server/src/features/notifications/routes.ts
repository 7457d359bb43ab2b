import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@waymark/shared/journeys/common-contracts';
import {
  markedReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@waymark/shared/notifications/contracts';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markEveryRead,
  markOneRead,
} from '@/features/notifications/service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';

const errors = errorResponses(400, 401, 404);
const noContent = { 204: z.null(), ...errors };

/** The caller's notifications (issue 16); declared signed-in in api-routes.ts. */
export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  app.get(
    '/notifications',
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => listNotifications(db(), callerOf(request).userId, request.query),
  );

  // The header's badge polls this every minute: one count over a partial index.
  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: unreadCountSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await countUnread(db(), callerOf(request).userId) };
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: { response: { 200: markedReadSchema, ...errors } } },
    async (request) => ({ updated: await markEveryRead(db(), callerOf(request).userId) }),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await markOneRead(db(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await deleteNotification(db(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  done();
};
