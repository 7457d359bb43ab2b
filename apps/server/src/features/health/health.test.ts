import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@waymark/shared/health';
import { createDatabase, type Database } from '@/db/client';
import { journal } from '@/db/migrate';
import { serverVersion } from '@/version';
import { buildTestApp } from '../../../test/app';
import { smokeEngines, pgliteEngine, type TestDatabase } from '../../../test/engines';

describe.each(smokeEngines)('GET /api/health on $name', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterEach(() => app.close());
  afterAll(() => testDb.dispose());

  it('answers 200 with the database up and the latest migration', async () => {
    app = await buildTestApp(testDb.database);
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: 'ok',
      db: 'up',
      schema: journal.at(-1)?.tag,
      version: serverVersion,
      uptime: expect.any(Number) as number,
      redis: 'off',
      limits: 'per-node',
    });
  });
});

describe('GET /api/health with the database down', () => {
  let app: FastifyInstance;
  let database: Database;
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  const expectDown = async () => {
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: 'error',
      db: 'down',
      schema: null,
      version: serverVersion,
    });
  };

  it('answers 503 within 5 s once the embedded database is closed', async () => {
    ({ database } = await pgliteEngine.open());
    app = await buildTestApp(database);
    await database.close();
    await expectDown();
  });

  it('answers 503 within 5 s when PostgreSQL cannot be reached', async () => {
    // Nothing listens on port 1: the connection is refused.
    database = await createDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/waymark',
      dataDir: 'memory://',
    });
    app = await buildTestApp(database);
    await expectDown();
  });

  it('answers 503 while the database has none of our migrations', async () => {
    database = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    app = await buildTestApp(database);
    await expectDown();
  });
});
