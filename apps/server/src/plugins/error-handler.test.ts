import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { buildApp } from '@/app';
import { createDatabase } from '@/db/client';
import { AppError } from '@/errors';
import { createLogger, type SerializedError } from '@/logger';
import { buildTestApp, testConfig } from '../../test/app';
import { featureEngines, pgliteEngine, type TestDatabase } from '../../test/engines';
import { accessPresets, applyAccessDefaults } from '@/access/declaration';

const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json());

/** Collects every JSON log line the app writes. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('error responses', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await pgliteEngine.open();
  });
  afterAll(() => testDb.dispose());
  afterEach(() => app.close());

  const build = async () => {
    app = await buildTestApp(testDb.database);
    // Routes of this test only, open to anyone as the server requires them to declare.
    applyAccessDefaults(app, accessPresets.public);
    app.post('/api/test/echo', (request, reply) => reply.send({ received: request.body }));
    app.get('/api/test/crash', () => {
      throw new Error('password=hunter2 at /srv/secret.ts:12');
    });
    app.get('/api/test/forbidden', () => {
      throw new AppError('FORBIDDEN', 'Only the owner can do that');
    });
    app.get('/api/test/db-failure', () => {
      throw new AppError('DB_UNAVAILABLE', 'pool exhausted on 10.0.0.5');
    });
    return app;
  };

  it("answers 400 INVALID_JSON 'Request body is not valid JSON' to malformed JSON", async () => {
    await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      error: { code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
    });
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a body over 1 MB and accepts one just under', async () => {
    await build();
    const body = (size: number) => JSON.stringify({ text: 'x'.repeat(size) });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: body(1_048_576),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).error.code).toBe('PAYLOAD_TOO_LARGE');

    const justUnder = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: body(1_048_576 - 20),
    });
    expect(justUnder.statusCode).toBe(200);
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE to a body type the API does not read', async () => {
    await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers a JSON 404 to %s on an unknown /api route, even from a browser',
    async (method) => {
      await build();
      const response = await app.inject({
        method,
        url: '/api/nope',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(response)).toEqual({
        error: { code: 'NOT_FOUND', message: `No API route for ${method} /api/nope` },
      });
    },
  );

  it('answers 500 INTERNAL without leaking the message or a stack trace', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Internal server error' },
    });
    expect(response.body).not.toMatch(/hunter2|secret\.ts|at /);
  });

  it('passes the message of a deliberate 4xx to the client', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only the owner can do that' },
    });
  });

  it('replaces the internal message of a deliberate 5xx with the public one', async () => {
    await build();
    const response = await app.inject({ method: 'GET', url: '/api/test/db-failure' });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toEqual({
      error: {
        code: 'DB_UNAVAILABLE',
        message: 'The database is not available. Try again shortly.',
      },
    });
  });

  it('answers 503 DB_UNAVAILABLE when a route cannot reach the database', async () => {
    const unreachable = await createDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/waymark',
      dataDir: 'memory://',
    });
    app = await buildTestApp(unreachable);
    try {
      const response = await app.inject({ method: 'GET', url: `/api/profiles/${randomUUID()}` });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toEqual({
        error: {
          code: 'DB_UNAVAILABLE',
          message: 'The database is not available. Try again shortly.',
        },
      });
    } finally {
      await unreachable.close();
    }
  });
});

describe.each(featureEngines)('database errors on $name', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());
  afterEach(() => app.close());

  /** An app whose test routes run raw queries with a value as their parameter, logging to `logs`. */
  const build = async () => {
    const { lines, logger } = captureLogs();
    const config = testConfig();
    app = await buildApp({ config, database: testDb.database, logger });
    applyAccessDefaults(app, accessPresets.public);
    const run = (query: SQL) => async () => {
      await app.database.db.execute(query);
      return { ran: true };
    };
    app.get('/api/test/bad-date', run(sql`select ${'2024-13-45'}::date`));
    app.get('/api/test/too-big', run(sql`select ${String(2 ** 31)}::int`));
    app.get('/api/test/nul', run(sql`select ${'a\u0000b'}::text`));
    app.get(
      '/api/test/missing-row',
      run(sql`insert into profiles (id, username) values (${randomUUID()}, 'ghost_user')`),
    );
    app.get(
      '/api/test/broken-query',
      run(sql`select * from no_such_table where secret = ${'hunter2-parameter'}`),
    );
    return lines;
  };

  it.each([
    ['bad-date', 'A value in the request is out of range or cannot be stored'],
    ['too-big', 'A value in the request is out of range or cannot be stored'],
    ['nul', 'A value in the request is out of range or cannot be stored'],
    ['missing-row', 'The request refers to something that does not exist'],
  ])('answers 400 BAD_REQUEST to a query the request made fail (%s)', async (route, message) => {
    const logs = await build();
    const response = await app.inject({ method: 'GET', url: `/api/test/${route}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toEqual({ error: { code: 'BAD_REQUEST', message } });
    expect(logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('logs a 500 with the error code and a query hash, never the SQL text or its parameters', async () => {
    const logs = await build();
    const response = await app.inject({ method: 'GET', url: '/api/test/broken-query' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response).error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    const errors = logs.filter((line) => (line.level as number) >= 50);
    expect(errors).toHaveLength(1);
    const logged = JSON.stringify(errors);
    expect(logged).not.toContain('hunter2-parameter');
    // PostgreSQL's own message may name the table; the statement itself is not logged.
    expect(logged).not.toMatch(/select \*|secret =/i);
    const [logged500] = errors as { msg: string; err: SerializedError }[];
    expect(logged500?.msg).toMatch(/^Failed query q_[\w-]{12}$/);
    expect(logged500?.err.query).toMatch(/^q_[\w-]{12}$/);
    expect(logged500?.err.cause?.code).toBe('42P01');
  });
});
