import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { leaderboardQuerySchema, leaderboardSchema } from '@waymark/shared/leaderboard/contracts';
import { leaderboard } from '@/features/leaderboard/service';
import { errorResponses } from '@/lib/error-responses';
import { viewerId } from '@/plugins/caller';

const errors = errorResponses(400, 401);

/** The leaderboard (issue 16): visitors read the everyone board; scopes need a session. */
export const leaderboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) => leaderboard(app.database.db, viewerId(request), request.query),
  );
  done();
};
