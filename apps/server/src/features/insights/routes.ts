import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  insightPreferencesSchema,
  insightPreferencesUpdateSchema,
  insightsOverviewSchema,
  journeyInsightDetailSchema,
} from '@waymark/shared/insights/contracts';
import { idParamsSchema } from '@waymark/shared/journeys/common-contracts';
import {
  getInsights,
  getJourneyInsight,
  getPreferences,
  updatePreferences,
} from '@/features/insights/service';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';

const errors = errorResponses(400, 401, 402, 404);

/**
 * Insights (issue 19), signed in and Pro only: reads included (`paid: 'all'`, api-routes.ts), since the
 * computed analysis is what Pro sells; the person's own data stays readable everywhere else.
 */
export const insightsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  app.get(
    '/insights',
    { schema: { response: { 200: insightsOverviewSchema, ...errors } } },
    async (request) => getInsights(db(), callerOf(request).userId),
  );
  app.get(
    '/insights/journeys/:id',
    {
      schema: { params: idParamsSchema, response: { 200: journeyInsightDetailSchema, ...errors } },
    },
    async (request) => getJourneyInsight(db(), callerOf(request).userId, request.params.id),
  );
  app.get(
    '/insights/preferences',
    { schema: { response: { 200: insightPreferencesSchema, ...errors } } },
    async (request) => getPreferences(db(), callerOf(request).userId),
  );
  app.put(
    '/insights/preferences',
    {
      schema: {
        body: insightPreferencesUpdateSchema,
        response: { 200: insightPreferencesSchema, ...errors },
      },
    },
    async (request) => updatePreferences(db(), callerOf(request).userId, request.body.weeklyEmail),
  );
  done();
};
