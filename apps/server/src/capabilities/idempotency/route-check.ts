import type { FastifyInstance, RouteOptions } from 'fastify';

/** Answers that mean "created" (or "accepted for creation"): a repeat must not make another. */
const creatingStatuses = ['201', '202'];

/** Whether the route is a POST whose declared answers include one that creates. */
export function isCreatingPost(route: Pick<RouteOptions, 'method' | 'schema'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return (
    methods.includes('POST') &&
    response !== undefined &&
    Object.keys(response).some((status) => creatingStatuses.includes(status))
  );
}

/**
 * Collects the API's routes as they are added and, when the app is made ready, stops it if a
 * creating POST (one answering 201 or 202) does not declare `config.idempotent`, naming it: a
 * new creating route cannot forget that a client may safely retry it.
 */
export function checkIdempotentRoutes(app: FastifyInstance): void {
  const forgotten: string[] = [];
  app.addHook('onRoute', (route) => {
    if (isCreatingPost(route) && route.config?.idempotent !== true) {
      forgotten.push(`POST ${route.url}`);
    }
  });
  app.addHook('onReady', (ready) => {
    if (forgotten.length === 0) return ready();
    ready(
      new Error(
        `Creating API route${forgotten.length === 1 ? '' : 's'} without config.idempotent: ${forgotten.join(', ')}. ` +
          'Declare config: { idempotent: true } on the route (src/capabilities/idempotency/plugin.ts).',
      ),
    );
  });
}
