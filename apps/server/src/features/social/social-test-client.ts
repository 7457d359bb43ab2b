import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../test/app';
import type { TestDatabase } from '../../../test/engines';
import { standInCaller } from '../../../test/stand-in-caller';

/**
 * An app whose caller is named by the `x-test-user` header (a profile id), standing in for
 * a session as profiles.test.ts does: the social tests need many people and the real
 * sign-up flow (password hashing) would dominate their time.
 */
export async function socialTestApp(testDb: TestDatabase) {
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
