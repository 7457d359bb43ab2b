import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  activeSessionListSchema,
  sessionIdParamsSchema,
  signOutOthersResultSchema,
} from '@waymark/shared/sessions';
import { presentActiveSession } from '@/features/sessions/presenter';
import { endOtherSessions, endSession, listSessions } from '@/capabilities/active-sessions/service';
import { callerOf, deviceSessionId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

/** The signed-in person's devices (spec §3 active_sessions): list, end one, end the others. */
export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/sessions',
    { schema: { response: { 200: activeSessionListSchema, ...errorResponses(401) } } },
    async (request) => {
      const caller = callerOf(request);
      const rows = await listSessions(app.database.db, caller.userId, deviceSessionId(caller));
      return { sessions: rows.map(presentActiveSession) };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        params: sessionIdParamsSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      await endSession(app.database.db, callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: {
        response: { 200: signOutOthersResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        ended: await endOtherSessions(app.database.db, caller.userId, deviceSessionId(caller)),
      };
    },
  );
  done();
};
