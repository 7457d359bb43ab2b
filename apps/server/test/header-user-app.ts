import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './app';
import type { TestDatabase } from './engines';
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
