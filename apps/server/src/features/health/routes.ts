import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthyResponseSchema, unhealthyResponseSchema } from '@waymark/shared/health';
import { checkHealth } from '@/features/health/service';
import { serverVersion } from '@/version';

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthyResponseSchema, 503: unhealthyResponseSchema } } },
    async (request, reply) => {
      const { health, failure } = await checkHealth({
        database: app.database,
        version: serverVersion,
        shared: app.limitsScope(),
      });
      reply.header('cache-control', 'no-store');
      if (health.status === 'ok') return reply.status(200).send(health);
      request.log.warn({ err: failure }, 'Health check failed: database is down');
      return reply.status(503).send(health);
    },
  );
  done();
};
