import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { inMemoryDataDir } from '@/config';
import { createDatabase, transactionTimeoutMs, type Database } from '@/db/client';
import { journeys, journeySteps } from '@/db/tables/journeys';
import { buildTestApp } from './app';
import { hasPostgres, postgresEngine, type TestDatabase } from './engines';
import { createProfile } from './factories';
import { eventually, startFaultProxy, type FaultProxy } from './fault-proxy';
import { standInCaller } from './stand-in-caller';

/**
 * What a person sees when the database connection breaks or crawls under a running node
 * (docs/ARCHITECTURE.md, "Faults"): a clear 503, never a 500 or a hang; no half-written
 * change; and requests succeed again once the database is back, without a restart.
 */
describe.runIf(hasPostgres)('PostgreSQL faults', () => {
  let direct: TestDatabase;
  let proxy: FaultProxy;
  let proxied: Database;
  let app: FastifyInstance;
  let ada: string;

  beforeAll(async () => {
    direct = await postgresEngine().open();
    const url = new URL(direct.options.databaseUrl ?? '');
    proxy = await startFaultProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await createDatabase({ databaseUrl: url.toString(), dataDir: inMemoryDataDir });
    app = await buildTestApp(proxied);
    standInCaller(app, (request) => {
      const user = request.headers['x-test-user'];
      return typeof user === 'string' ? user : null;
    });
    ada = (await createProfile(direct.database.db)).id;
  });
  afterEach(() => {
    proxy.slow(0);
    proxy.accept();
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await direct.dispose();
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-test-user': ada }, ...(payload ? { payload } : {}) });
  const listJourneys = () => send('GET', '/api/journeys');
  const stepCount = async (journeyId: string) =>
    (
      await direct.database.db
        .select()
        .from(journeySteps)
        .where(eq(journeySteps.journeyId, journeyId))
    ).length;

  it('answers 503 to a write cut mid-transaction, writes nothing half, and recovers', async () => {
    expect((await listJourneys()).statusCode).toBe(200);
    const title = `Cut ${Date.now()}`;
    const steps = Array.from({ length: 12 }, (_, index) => ({ title: `Step ${index + 1}` }));
    // The journey's row is written; the cut lands before its steps reach the database.
    const stepsSent = proxy.seen('journey_steps');
    const pending = send('POST', '/api/journeys', { title, steps });
    await stepsSent;
    proxy.cut();
    const response = await pending;
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'DB_UNAVAILABLE',
      message: 'The database is not available. Try again shortly.',
    });

    // While the database stays away, requests keep answering 503, not 500.
    const away = await listJourneys();
    expect(away.statusCode).toBe(503);

    proxy.accept();
    // The same app, not restarted: its pool reconnects by itself.
    const listed = await eventually(async () => {
      const list = await listJourneys();
      return list.statusCode === 200 && list;
    });
    expect(listed.statusCode).toBe(200);
    const rows = await direct.database.db.select().from(journeys).where(eq(journeys.title, title));
    // All or nothing: a journey left without its steps would be a half-written change.
    for (const row of rows) expect(await stepCount(row.id)).toBe(steps.length);
    expect(rows.length).toBeLessThanOrEqual(1);

    const again = await send('POST', '/api/journeys', { title: `${title} again`, steps });
    expect(again.statusCode).toBe(201);
    expect(await stepCount(again.json<{ id: string }>().id)).toBe(steps.length);
  }, 30_000);

  it('answers 503 within its time limit when every round trip takes 2 s, then recovers', async () => {
    expect((await listJourneys()).statusCode).toBe(200);
    proxy.slow(2_000);
    const started = Date.now();
    const title = `Slow ${Date.now()}`;
    const steps = Array.from({ length: 12 }, (_, index) => ({ title: `Step ${index + 1}` }));
    const response = await send('POST', '/api/journeys', { title, steps });
    const tookMs = Date.now() - started;
    // Unbounded, this write of a dozen round trips answered 201 after 26 s. Its reads (two
    // round trips) still finish; each checkout past transactionTimeoutMs is cut.
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('DB_UNAVAILABLE');
    expect(tookMs).toBeGreaterThanOrEqual(transactionTimeoutMs);
    expect(tookMs).toBeLessThan(3 * transactionTimeoutMs);

    proxy.slow(0);
    const listed = await eventually(async () => {
      const list = await listJourneys();
      return list.statusCode === 200 && list;
    });
    expect(listed.statusCode).toBe(200);
    // The cut transaction rolled back on the server: no journey, so no journey without steps.
    const rows = await direct.database.db.select().from(journeys).where(eq(journeys.title, title));
    expect(rows).toEqual([]);
  }, 30_000);
});
