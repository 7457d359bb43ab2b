import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@waymark/shared/public-config';
import { serverVersion } from '@/version';
import { buildTestApp } from '../../../test/app';
import { pgliteEngine, type TestDatabase } from '../../../test/engines';

describe('GET /api/public-config', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await pgliteEngine.open();
  });
  afterEach(() => app.close());
  afterAll(() => testDb.dispose());

  it('tells the web app the product name, feedback link and version, cacheable for 5 minutes', async () => {
    app = await buildTestApp(testDb.database, {
      PRODUCT_NAME: 'Trailhead',
      FEEDBACK_URL: 'https://feedback.example/waymark',
    });
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(publicConfigSchema.strict().parse(response.json())).toEqual({
      productName: 'Trailhead',
      feedbackUrl: 'https://feedback.example/waymark',
      version: serverVersion,
      operator: { name: 'Trailhead', address: null, email: null },
      oauthProviders: [],
    });
  });

  it('lists the OAuth providers that have a client id and secret', async () => {
    app = await buildTestApp(testDb.database, {
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toMatchObject({ oauthProviders: ['google'] });
    expect(JSON.stringify(response.json())).not.toContain('google-secret');
  });

  it('names the operator for the Impressum, with address and email when configured', async () => {
    app = await buildTestApp(testDb.database, {
      OPERATOR_NAME: 'Trailhead Labs GmbH',
      OPERATOR_ADDRESS: 'Hauptstraße 1\\n10115 Berlin',
      OPERATOR_EMAIL: 'legal@trailhead.example',
    });
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toMatchObject({
      operator: {
        name: 'Trailhead Labs GmbH',
        address: 'Hauptstraße 1\n10115 Berlin',
        email: 'legal@trailhead.example',
      },
    });
  });

  it('falls back to the default product name', async () => {
    app = await buildTestApp(testDb.database);
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toMatchObject({ productName: 'Waymark' });
  });
});
