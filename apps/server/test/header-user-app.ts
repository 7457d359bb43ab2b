import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './app';
import type { TestDatabase, TestEngine } from './engines';
import { createProfile } from './factories';
import { standInCaller } from './stand-in-caller';

/**
 * An app whose caller is named by the `x-test-user` header (a profile id), standing in for
 * a session: for tests that need many people (createProfile() rows), where the real
 * sign-up flow (password hashing) would dominate their time. `send` prefixes `/api`.
 */
export async function headerUserApp(testDb: TestDatabase) {
  const app: FastifyInstance = await buildTestApp(testDb.database);
  standInCaller(app, (request) => {
    const user = request.headers['x-test-user'];
    return typeof user === 'string' ? user : null;
  });
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    userId: string | null,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: userId ? { 'x-test-user': userId } : {},
      ...(payload ? { payload } : {}),
    });
  return { app, send };
}

/**
 * A test file's database and header-user app, opened before its tests and closed after them,
 * with `person()` making a profile (createProfile) and returning its id.
 */
export function useHeaderUserApp(engine: TestEngine) {
  let testDb: TestDatabase | null = null;
  let client: Awaited<ReturnType<typeof headerUserApp>> | null = null;
  beforeAll(async () => {
    testDb = await engine.open();
    client = await headerUserApp(testDb);
  });
  afterAll(async () => {
    await client?.app.close();
    await testDb?.dispose();
  });
  const opened = () => {
    if (!testDb || !client) throw new Error('useHeaderUserApp: used outside a test');
    return { testDb, client };
  };
  const db = () => opened().testDb.database.db;
  return {
    db,
    app: () => opened().client.app,
    send: (...args: Parameters<Send>) => opened().client.send(...args),
    person: async (overrides: Parameters<typeof createProfile>[1] = {}) =>
      (await createProfile(db(), overrides)).id,
  };
}

export type Send = Awaited<ReturnType<typeof headerUserApp>>['send'];
