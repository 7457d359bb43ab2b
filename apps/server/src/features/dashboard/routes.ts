import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@waymark/shared/errors';
import { dashboardSchema } from '@waymark/shared/journeys/dashboard-contracts';
import { getDashboard } from '@/features/dashboard/service';
import { callerOf } from '@/plugins/caller';

/** GET /api/dashboard (issue 5). */
export const dashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/dashboard',
    { schema: { response: { 200: dashboardSchema, 401: errorBodySchema } } },
    async (request) => getDashboard(app.database.db, callerOf(request).userId),
  );
  done();
};
