import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { createUser, postJson, sessionCookie } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';
import { enrolVerifiedTotp, generousRateLimits } from '../../../test/factors';

describe.each(featureEngines)('a password change on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-password-change-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start(generousRateLimits);
  });

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/me', headers });
  const signIn = async (email: string, password: string) =>
    sessionCookie(await postJson(app, '/api/auth/sign-in/email', { email, password }));
  const changePassword = (cookie: string, currentPassword: string, body: object = {}) =>
    postJson(
      app,
      '/api/auth/change-password',
      { currentPassword, newPassword: 'analytical1842', ...body },
      { cookie },
    );

  it('ends every other session even when the client asks to keep them', async () => {
    const user = await createUser(app, harness.dataDir);
    const thief = await signIn(user.email, user.password);
    const thiefToken = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: thief } })
    ).json<{ token: string }>().token;

    const change = await changePassword(user.cookie, user.password, {
      revokeOtherSessions: false,
    });
    expect(change.statusCode, change.body).toBe(200);
    const thisDevice = sessionCookie(change);

    expect((await me({ cookie: thief })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${thiefToken}` })).statusCode).toBe(401);
    expect((await me({ cookie: user.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: thisDevice })).statusCode).toBe(200);
  });

  it('keeps the device that changed it at the assurance level it had reached', async () => {
    const user = await createUser(app, harness.dataDir);
    const { cookie: aal2 } = await enrolVerifiedTotp(app, user.cookie);
    const change = await changePassword(aal2, user.password);
    expect(change.statusCode, change.body).toBe(200);
    const thisDevice = sessionCookie(change);
    const after = await me({ cookie: thisDevice });
    expect(meSchema.parse(after.json()).aal).toEqual({ current: 'aal2', next: 'aal2' });
    expect((await me({ cookie: aal2 })).statusCode).toBe(401);
  });
});
