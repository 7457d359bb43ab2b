import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { errorBodySchema } from '@waymark/shared/errors';
import { callerOf } from '@/plugins/caller';

export interface CreatingPost<Body, Made> {
  /** Under /api, with the record it makes something under as `:id`: `/journeys/:id/steps`. */
  url: string;
  /** The route's own config: its access where it differs from its group's. */
  config?: FastifyContextConfig;
  schema: {
    params: z.ZodType<{ id: string }>;
    body: z.ZodType<Body>;
    /** What the route made, answered with 201. */
    created: z.ZodType<Made>;
    errors: Record<number, typeof errorBodySchema>;
  };
  /** The feature's service, as the caller. */
  make: (userId: string, id: string, body: Body) => Promise<NoInfer<Made>>;
}

/**
 * A POST that makes something under a record from its body (a step, an entry, a pause, a
 * collaborator, a report): declared idempotent, as the start-up check wants of every creating
 * POST (route-check.ts), and answering 201 with what the feature's service made.
 */
export function registerCreatingPost<Body, Made>(
  instance: FastifyInstance,
  { url, config, schema, make }: CreatingPost<Body, Made>,
): void {
  // Checked against Made where the feature passes it; widened here, where Fastify's reply
  // type cannot be worked out from a type parameter.
  const created: z.ZodType = schema.created;
  instance.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: { ...config, idempotent: true },
      schema: {
        params: schema.params,
        body: schema.body,
        response: { 201: created, ...schema.errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        // The body schema's output is Body; Fastify cannot see that through the parameter.
        .send(await make(callerOf(request).userId, request.params.id, request.body as Body)),
  );
}
