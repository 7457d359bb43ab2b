import { z } from 'zod';

const healthBase = {
  /** Version of the server package, e.g. `0.1.0`. */
  version: z.string(),
  /** Seconds since the server process started. */
  uptime: z.number().nonnegative(),
  /** Redis (REDIS_URL): `off` when not configured; `down` while it does not answer. */
  redis: z.enum(['up', 'down', 'off']),
  /**
   * Where attempt limits are counted: `shared` in Redis across nodes, `per-node` in each
   * process (no Redis, or Redis down: each node then allows the whole budget on its own).
   */
  limits: z.enum(['shared', 'per-node']),
};

export const healthyResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.literal('up'),
  /** Tag of the latest migration applied to the database, e.g. `0001_profiles_rls`. */
  schema: z.string(),
  ...healthBase,
});

export const unhealthyResponseSchema = z.object({
  status: z.literal('error'),
  db: z.literal('down'),
  schema: z.null(),
  ...healthBase,
});

export const healthResponseSchema = z.discriminatedUnion('status', [
  healthyResponseSchema,
  unhealthyResponseSchema,
]);

export type HealthResponse = z.infer<typeof healthResponseSchema>;
