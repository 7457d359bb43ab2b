import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import type { Config } from '@/config';
import { createLogger } from '@/logger';
import { testConfig } from '../../../../test/app';
import { pgliteEngine, type TestDatabase } from '../../../../test/engines';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };

describe('the sandbox payment pages', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await pgliteEngine.open();
  });
  afterAll(() => testDb.dispose());

  /** Whether an app built with `config` serves the sandbox's checkout, portal and stylesheet. */
  const servesSandboxPages = async (config: Config) => {
    const app: FastifyInstance = await buildApp({
      config,
      database: testDb.database,
      logger: createLogger('silent'),
    });
    try {
      await app.ready();
      const routes = [
        { method: 'GET', url: '/billing/sandbox/checkout/:id' },
        { method: 'POST', url: '/billing/sandbox/checkout/:id/pay' },
        { method: 'GET', url: '/billing/sandbox/portal/:id' },
        { method: 'GET', url: '/billing/sandbox/sandbox.css' },
      ] as const;
      const registered = routes.map((route) => app.hasRoute(route));
      const stylesheet = await app.inject({ method: 'GET', url: '/billing/sandbox/sandbox.css' });
      return { registered, stylesheet: stylesheet.statusCode };
    } finally {
      await app.close();
    }
  };

  it('are served with the sandbox provider outside production', async () => {
    expect(await servesSandboxPages(testConfig())).toEqual({
      registered: [true, true, true, true],
      stylesheet: 200,
    });
  });

  it('are not registered with NODE_ENV=production, even with the sandbox provider', async () => {
    const config: Config = { ...testConfig(), production: true };
    expect(config.billing.provider).toBe('sandbox');
    const served = await servesSandboxPages(config);
    expect(served.registered).toEqual([false, false, false, false]);
    expect(served.stylesheet).toBe(404);
  });

  it('are not registered with the Stripe provider', async () => {
    const config = testConfig(stripeKeys);
    expect(config.billing.provider).toBe('stripe');
    const served = await servesSandboxPages(config);
    expect(served.registered).toEqual([false, false, false, false]);
    expect(served.stylesheet).toBe(404);
  });

  it('are not registered by a production configuration (NODE_ENV=production)', async () => {
    const production = testConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      ...stripeKeys,
    });
    expect(production.production).toBe(true);
    expect((await servesSandboxPages(production)).registered).toEqual([false, false, false, false]);
  });
});
