import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@waymark/shared/journeys/dashboard-contracts';
import { getDashboard } from '@/features/dashboard/service';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

/** GET /api/dashboard (issue 5). */
export const dashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/dashboard',
    { schema: { response: { 200: dashboardSchema, ...errorResponses(401) } } },
    async (request) => getDashboard(app.database.db, callerOf(request).userId),
  );
  done();
};
