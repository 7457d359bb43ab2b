import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createUser,
  latestMailLink,
  postJson,
  testOrigin,
  type TestUser,
} from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

const sessionEnded = { error: { code: 'UNAUTHENTICATED', message: 'JWT session has ended' } };

describe.each(featureEngines)('bearer tokens and their session on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-bearer-session-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start();
  });

  const tokenOf = async (user: TestUser) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** A read, a write and the caller's own account: each must refuse a dead token alike. */
  const expectRefusedEverywhere = async (token: string) => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/me', headers: asBearer(token) }),
      await app.inject({ method: 'GET', url: '/api/journeys', headers: asBearer(token) }),
      await app.inject({
        method: 'POST',
        url: '/api/journeys',
        payload: { title: 'After the end' },
        headers: asBearer(token),
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json()).toEqual(sessionEnded);
    }
  };

  it('names its session, and is refused once that session signs out', async () => {
    const user = await createUser(app, harness.dataDir);
    const token = await tokenOf(user);
    expect(decodeJwt(token).sid).toEqual(expect.any(String));
    const before = await app.inject({ method: 'GET', url: '/api/me', headers: asBearer(token) });
    expect(before.statusCode).toBe(200);

    const signOut = await postJson(app, '/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(signOut.statusCode).toBe(200);
    await expectRefusedEverywhere(token);
  });

  it('is refused after a password reset, which ends every session', async () => {
    const user = await createUser(app, harness.dataDir);
    const token = await tokenOf(user);
    await postJson(app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const link = await latestMailLink(harness.dataDir, user.email);
    const resetToken = link.split('/').at(-1)?.split('?')[0] ?? '';
    const reset = await postJson(app, '/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'analytical2engine',
    });
    expect(reset.statusCode).toBe(200);
    await expectRefusedEverywhere(token);
  });

  it('is refused with 401, never a 500, once the account is deleted', async () => {
    const user = await createUser(app, harness.dataDir);
    const token = await tokenOf(user);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: user.password },
      headers: { cookie: user.cookie, origin: testOrigin },
    });
    expect(deleted.statusCode).toBe(204);
    await expectRefusedEverywhere(token);
  });

  it('refuses a token of ours that names no session', async () => {
    const user = await createUser(app, harness.dataDir);
    const auth = await app.auth();
    const { token } = await auth.api.signJWT({
      body: { payload: { sub: user.id, aal: 'aal1' } },
    });
    const response = await app.inject({ method: 'GET', url: '/api/me', headers: asBearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid JWT' },
    });
  });
});
