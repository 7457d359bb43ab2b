import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { meSchema, passwordRuleMessage } from '@waymark/shared/auth';
import { errorBodySchema } from '@waymark/shared/errors';
import { users } from '@/db/tables/auth';
import { profiles } from '@/db/tables/profiles';
import { createProfileInSignUp, signUpTransactions } from '@/capabilities/identity/sign-up';
import { readOutbox } from '@/capabilities/mail/outbox';
import {
  createUser,
  latestMailLink,
  newSignUp,
  postJson,
  sessionCookie,
} from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { smokeEngines } from '../../../test/engines';

describe.each(smokeEngines)('accounts on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-accounts-');
  let app: FastifyInstance;
  const start = async (overrides: Record<string, string> = {}) => {
    app = await harness.start(overrides);
    return app;
  };
  const getMe = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/me', headers });
  const userRows = (email: string) =>
    harness.testDb.database.db.select().from(users).where(eq(users.email, email));

  it('signs up, verifies through the outbox link, signs in, and signs out for good', async () => {
    await start();
    const input = newSignUp();
    const signUp = await postJson(app, '/api/auth/sign-up/email', input, {
      'accept-language': 'de-CH, de;q=0.9, en;q=0.5',
    });
    expect(signUp.statusCode).toBe(200);

    const [mail] = (await readOutbox(harness.dataDir)).filter(
      (message) => message.to === input.email,
    );
    // The browser asked for German, so the profile and the confirmation are German.
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für Waymark');
    expect(mail?.text).toContain(mail?.links[0]);
    expect(mail?.html).toContain('E-Mail-Adresse bestätigen');

    const verify = await app.inject({
      method: 'GET',
      url: await latestMailLink(harness.dataDir, input.email),
    });
    expect(verify.statusCode).toBeLessThan(400);

    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: input.email,
      password: input.password,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await getMe({ cookie: sessionCookie(signIn) });
    expect(me.statusCode).toBe(200);
    const body = meSchema.parse(me.json());
    expect(body).toEqual({
      user: { id: body.user.id, email: input.email, emailVerified: true },
      profile: {
        id: body.user.id,
        username: input.username,
        fullName: input.name,
        avatarUrl: null,
        language: 'de',
      },
      aal: { current: 'aal1', next: 'aal1' },
    });

    const signOut = await postJson(
      app,
      '/api/auth/sign-out',
      {},
      { cookie: sessionCookie(signIn) },
    );
    expect(signOut.statusCode).toBe(200);
    const after = await getMe({ cookie: sessionCookie(signIn) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' },
    });
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const origin = 'https://waymark.example';
    await start({ PUBLIC_URL: origin });
    const input = newSignUp();
    await postJson(app, '/api/auth/sign-up/email', input, { origin });
    await app.inject({ method: 'GET', url: await latestMailLink(harness.dataDir, input.email) });
    const signIn = await postJson(
      app,
      '/api/auth/sign-in/email',
      { email: input.email, password: input.password },
      { origin },
    );
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.find((c) => c.name.endsWith('session_token'))).toMatchObject({
      name: '__Secure-better-auth.session_token',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('refuses a cookie-carrying POST from an untrusted origin', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const response = await postJson(
      app,
      '/api/auth/sign-out',
      {},
      { cookie: user.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect((await getMe({ cookie: user.cookie })).statusCode).toBe(200);
  });

  it('offers GitHub sign-in only when its client id and secret are configured', async () => {
    await start();
    const unconfigured = await postJson(app, '/api/auth/sign-in/social', { provider: 'github' });
    expect(unconfigured.statusCode).toBe(404);
    await start({
      GITHUB_CLIENT_ID: 'test-client',
      GITHUB_CLIENT_SECRET: 'test-secret',
    });
    const configured = await postJson(app, '/api/auth/sign-in/social', {
      provider: 'github',
      callbackURL: '/auth/callback',
    });
    expect(configured.statusCode).toBe(200);
    const { url } = configured.json<{ url: string }>();
    expect(new URL(url).origin).toBe('https://github.com');
    expect(new URL(url).searchParams.get('client_id')).toBe('test-client');
  });

  it('answers 401 Not authenticated on /api/me without a session or token', async () => {
    await start();
    const response = await getMe({});
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Not authenticated',
    });
  });

  it('answers 409 naming username for a taken username, in any case, and creates no user', async () => {
    await start();
    const first = await createUser(app, harness.dataDir);
    const input = newSignUp({ username: first.username });
    const response = await postJson(app, '/api/auth/sign-up/email', input);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'CONFLICT', details: [{ path: 'username' }] },
    });
    expect(await userRows(input.email)).toEqual([]);
  });

  it('rolls the user back when the profile insert fails inside the sign-up transaction', async () => {
    await start();
    const first = await createUser(app, harness.dataDir);
    const input = newSignUp({ username: first.username });
    // Skip the early check the way a concurrent sign-up would slip past it: only the
    // unique index can refuse the profile now, and the user must go with it.
    await expect(
      harness.testDb.database.db.transaction(async (tx) =>
        signUpTransactions.run(tx, async () => {
          const [user] = await tx
            .insert(users)
            .values({ name: input.name, email: input.email })
            .returning();
          await createProfileInSignUp(harness.testDb.database.db, user?.id ?? '', {
            body: input,
            headers: new Headers(),
          });
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await userRows(input.email)).toEqual([]);
  });

  it('answers 400 with the rule for a weak password', async () => {
    await start();
    const response = await postJson(
      app,
      '/api/auth/sign-up/email',
      newSignUp({ password: 'password' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: passwordRuleMessage,
        details: [{ path: 'password', message: passwordRuleMessage }],
      },
    });
  });

  it('answers 400 naming username for invalid characters', async () => {
    await start();
    const response = await postJson(
      app,
      '/api/auth/sign-up/email',
      newSignUp({ username: 'Ada Lovelace!' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'username' }] },
    });
  });

  it('tells whether a username is available', async () => {
    await start();
    const taken = await createUser(app, harness.dataDir);
    const check = async (username: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/auth/username-available?username=${encodeURIComponent(username)}`,
        })
      ).json<unknown>();
    expect(await check('free_name_42')).toEqual({ available: true });
    expect(await check(taken.username)).toEqual({
      available: false,
      reason: 'This username is already taken',
    });
    expect(await check('no')).toMatchObject({ available: false });
  });

  it('refuses an unverified sign-in with 403 EMAIL_NOT_VERIFIED and sends the link again', async () => {
    await start();
    const input = newSignUp();
    await postJson(app, '/api/auth/sign-up/email', input);
    const mailsBefore = (await readOutbox(harness.dataDir)).filter(
      (m) => m.to === input.email,
    ).length;

    const response = await postJson(app, '/api/auth/sign-in/email', {
      email: input.email,
      password: input.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'EMAIL_NOT_VERIFIED',
        message:
          'Confirm your e-mail address before signing in: we have sent you a new confirmation link.',
      },
    });
    const mailsAfter = (await readOutbox(harness.dataDir)).filter(
      (m) => m.to === input.email,
    ).length;
    expect(mailsAfter).toBe(mailsBefore + 1);
  });

  it('resets a password through the outbox link, once', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const request = await postJson(app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const link = await latestMailLink(harness.dataDir, user.email);
    expect(link).toMatch(/^\/api\/auth\/reset-password\//);
    const token = link.split('/').at(-1)?.split('?')[0] ?? '';

    const weak = await postJson(app, '/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { message: passwordRuleMessage } });

    const reset = await postJson(app, '/api/auth/reset-password', {
      token,
      newPassword: 'analytical2engine',
    });
    expect(reset.statusCode).toBe(200);
    const reused = await postJson(app, '/api/auth/reset-password', {
      token,
      newPassword: 'another1password',
    });
    expect(reused.statusCode).toBe(400);

    const oldPassword = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'analytical2engine',
    });
    expect(newPassword.statusCode).toBe(200);
    // Sessions from before the reset end with it.
    expect((await getMe({ cookie: user.cookie })).statusCode).toBe(401);
  });

  it('applies the password rule to a password change too', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const change = (newPassword: string) =>
      postJson(
        app,
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword },
        { cookie: user.cookie },
      );
    const weak = await change('lettersonly');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: { message: passwordRuleMessage, details: [{ path: 'newPassword' }] },
    });
    expect((await change('difference2engine')).statusCode).toBe(200);
  });

  it('accepts a bearer JWT from /api/auth/token and refuses a tampered one', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const tokenResponse = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: user.cookie },
    });
    expect(tokenResponse.statusCode).toBe(200);
    const { token } = tokenResponse.json<{ token: string }>();

    const me = await getMe({ authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect(meSchema.parse(me.json()).user.id).toBe(user.id);

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    const tampered = await getMe({ authorization: `Bearer ${header}.${forged}.${signature}` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid JWT signature' },
    });

    const jwks = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const { keys } = jwks.json<{ keys: { kid: string; kty: string; d?: string }[] }>();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).not.toHaveProperty('d');
    const kid = (JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as { kid: string })
      .kid;
    expect(keys.map((key) => key.kid)).toContain(kid);
  });

  it("keeps another user's private profile hidden from a signed-in user", async () => {
    await start();
    const owner = await createUser(app, harness.dataDir);
    const viewer = await createUser(app, harness.dataDir);
    await harness.testDb.database.db
      .update(profiles)
      .set({ visibility: 'private' })
      .where(eq(profiles.id, owner.id));

    const asViewer = await app.inject({
      method: 'GET',
      url: `/api/profiles/${owner.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(asViewer.statusCode).toBe(404);
    const asOwner = await app.inject({
      method: 'GET',
      url: `/api/profiles/${owner.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(asOwner.statusCode).toBe(200);
  });
});
