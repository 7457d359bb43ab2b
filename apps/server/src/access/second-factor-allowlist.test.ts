import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { journeySchema } from '@waymark/shared/journeys/journey-contracts';
import {
  createUser,
  postJson,
  sessionCookie,
  testOrigin,
  type TestUser,
} from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { featureEngines } from '../../test/engines';
import { enrolVerifiedTotp, generousRateLimits, totpCode, verify } from '../../test/factors';

const mfaRequired = {
  error: {
    code: 'MFA_REQUIRED',
    message: 'Enter the code from your authenticator app to continue',
  },
};

describe.each(featureEngines)('a password-only session of an enrolled user on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-aal-allowlist-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start(generousRateLimits);
  });

  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const signInAgain = async (user: TestUser) => {
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
    return sessionCookie(signIn);
  };
  /** A private journey (the default) with a cover: a file only its owner may fetch. */
  const privateCover = async (cookie: string) => {
    const journey = await app.inject({
      method: 'POST',
      url: '/api/journeys',
      payload: { title: 'Private' },
      headers: { cookie, origin: testOrigin },
    });
    expect(journey.statusCode, journey.body).toBe(201);
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2563eb' },
    })
      .png()
      .toBuffer();
    const cover = await app.inject({
      method: 'POST',
      url: `/api/journeys/${journey.json<{ id: string }>().id}/cover`,
      payload: image,
      headers: { cookie, origin: testOrigin, 'content-type': 'image/png' },
    });
    expect(cover.statusCode, cover.body).toBe(200);
    return journeySchema.parse(cover.json()).coverImageUrl ?? '';
  };

  it("is refused better-auth's session and account lists and the owner's private files", async () => {
    const user = await createUser(app, harness.dataDir);
    const { cookie: aal2 } = await enrolVerifiedTotp(app, user.cookie);
    const coverUrl = await privateCover(aal2);
    expect((await get(coverUrl, aal2)).statusCode).toBe(200);

    const aal1 = await signInAgain(user);
    for (const url of ['/api/auth/list-sessions', '/api/auth/list-accounts']) {
      const refused = await get(url, aal1);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(mfaRequired);
      expect(refused.body).not.toContain('token');
    }
    for (const [method, url] of [
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['GET', '/api/auth/get-session'],
    ] as const) {
      const refused = await app.inject({
        method,
        url,
        ...(method === 'POST' && { payload: {} }),
        headers: { cookie: aal1, origin: testOrigin },
      });
      expect(refused.json(), `${method} ${url}`).toEqual(mfaRequired);
    }
    // Public reads answer as to a visitor: the private cover is as missing as for anyone else.
    expect((await get(coverUrl, aal1)).statusCode).toBe(404);
    expect((await get('/api/blog', aal1)).statusCode).toBe(200);
  });

  it('still reaches everything the second-factor screen needs, and the verified session reaches the rest', async () => {
    const user = await createUser(app, harness.dataDir);
    const { factor, secret } = await enrolVerifiedTotp(app, user.cookie);
    const aal1 = await signInAgain(user);

    expect(meSchema.parse((await get('/api/me', aal1)).json()).aal).toEqual({
      current: 'aal1',
      next: 'aal2',
    });
    expect((await get('/api/auth/factors', aal1)).statusCode).toBe(200);
    expect((await get('/api/auth/token', aal1)).statusCode).toBe(200);
    expect((await get('/api/public-config', aal1)).statusCode).toBe(200);
    expect((await get('/api/health', aal1)).statusCode).toBe(200);

    const verified = await verify(app, aal1, factor.id, totpCode(secret, 1));
    expect(verified.statusCode, verified.body).toBe(200);
    const aal2 = sessionCookie(verified);
    expect((await get('/api/auth/list-accounts', aal2)).statusCode).toBe(200);
    expect((await get('/api/sessions', aal2)).statusCode).toBe(200);

    const signOut = await postJson(
      app,
      '/api/auth/sign-out',
      {},
      { cookie: await signInAgain(user) },
    );
    expect(signOut.statusCode).toBe(200);
  });

  it("never lists raw session tokens: better-auth's list is closed, the devices list has none", async () => {
    const user = await createUser(app, harness.dataDir);
    const otherDevice = await signInAgain(user);
    const betterAuthList = await get('/api/auth/list-sessions', user.cookie);
    expect(betterAuthList.statusCode).toBe(404);
    expect(betterAuthList.body).not.toContain(otherDevice.split('=')[1]?.split('.')[0] ?? '-');
    expect(betterAuthList.body).not.toContain('"token"');

    const devices = await get('/api/sessions', user.cookie);
    expect(devices.statusCode).toBe(200);
    const { sessions } = devices.json<{ sessions: Record<string, unknown>[] }>();
    expect(sessions).toHaveLength(2);
    for (const session of sessions) expect(session).not.toHaveProperty('token');
  });
});
