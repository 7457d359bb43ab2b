import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { useTestApp } from '../../test/app-harness';
import { featureEngines } from '../../test/engines';
import { rawRequest } from '../../test/raw-http';
import { redisReachable, testRedisUrl } from '../../test/redis';

const redisUrl = testRedisUrl;

const haveRedis = await redisReachable();
if (!haveRedis) {
  console.warn(`Skipping the shared rate-limit count: no Redis answers at ${redisUrl}`);
}

describe.each(featureEngines)('rate limits shared through Redis on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-rate-limit-redis-');

  /** One node: its own app on its own port, counting in the shared Redis. */
  const node = async (env: Record<string, string>) => {
    const app = await harness.start(env);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  };
  const signIn = (app: FastifyInstance, email: string) =>
    rawRequest(app, {
      target: '/api/auth/sign-in/email',
      body: { email, password: 'not-the-password' },
    });

  it.skipIf(!haveRedis)(
    'counts attempts on two nodes against one budget (skipped without Redis on 127.0.0.1:6379)',
    async () => {
      // A key prefix of this run's own, so earlier runs and other suites count apart.
      const env = {
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `waymark-test-${randomBytes(6).toString('hex')}:`,
        RATE_LIMIT_SIGN_IN: '3,100',
      };
      const [first, second] = [await node(env), await node(env)];
      expect(first.server.address()).not.toEqual(second.server.address());

      expect((await signIn(first, 'shared@example.com')).status).toBe(401);
      expect((await signIn(second, 'shared@example.com')).status).toBe(401);
      expect((await signIn(first, 'shared@example.com')).status).toBe(401);
      // Each node alone has seen at most two attempts; together they are at the limit.
      for (const app of [second, first]) {
        const refused = await signIn(app, 'shared@example.com');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(errorBodySchema.parse(refused.json()).error.code).toBe('RATE_LIMITED');
      }
      // Another account is counted apart.
      expect((await signIn(second, 'someone-else@example.com')).status).toBe(401);
    },
  );

  it('counts on this node alone, never lets an attempt through uncounted, and says so in /api/health when Redis cannot be reached', async () => {
    // Nothing listens on port 1.
    const app = await node({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_SIGN_IN: '3,100' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(app, 'alone@example.com')).status).toBe(401);
    }
    const refused = await signIn(app, 'alone@example.com');
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('RATE_LIMITED');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', redis: 'down', limits: 'per-node' });
  });
});
