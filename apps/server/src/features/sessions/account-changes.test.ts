import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { activeSessionListSchema } from '@waymark/shared/sessions';
import { readOutbox } from '@/capabilities/mail/outbox';
import {
  createUser,
  latestMailLink,
  newSignUp,
  postJson,
  sessionCookie,
} from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

describe.each(featureEngines)('password and e-mail changes on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-account-changes-');
  let app: FastifyInstance;
  const start = async () => {
    app = await harness.start();
    return app;
  };
  const me = async (cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    return response.statusCode === 200 ? meSchema.parse(response.json()) : response.statusCode;
  };
  const signIn = (email: string, password: string) =>
    postJson(app, '/api/auth/sign-in/email', { email, password });
  const mailsTo = async (to: string) =>
    (await readOutbox(harness.dataDir)).filter((message) => message.to === to);

  it('changes the password, ends the other sessions and keeps this device signed in', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const otherDevice = sessionCookie(await signIn(user.email, user.password));

    const change = await postJson(
      app,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'analytical1842', revokeOtherSessions: true },
      { cookie: user.cookie },
    );
    expect(change.statusCode).toBe(200);
    // better-auth rotates this device's session: the answer carries its new cookie.
    const thisDevice = sessionCookie(change);

    expect(await me(otherDevice)).toBe(401);
    expect(await me(thisDevice)).toMatchObject({ user: { id: user.id } });
    const sessions = await app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { cookie: thisDevice },
    });
    expect(activeSessionListSchema.parse(sessions.json()).sessions).toEqual([
      expect.objectContaining({ is_current: true }),
    ]);

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'analytical1842')).statusCode).toBe(200);
  });

  it('changes the e-mail address only once the link sent to the new address is followed', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const newEmail = newSignUp().email;
    const mailsToOldBefore = (await mailsTo(user.email)).length;

    const request = await postJson(
      app,
      '/api/auth/change-email',
      { newEmail, callbackURL: '/settings' },
      { cookie: user.cookie },
    );
    expect(request.statusCode).toBe(200);

    const [mail] = await mailsTo(newEmail);
    expect(mail?.subject).toBe('Confirm your new e-mail address for Waymark');
    expect(mail?.text).toContain('until then your account keeps its current address');
    expect(mail?.html).toContain('Confirm new e-mail address');
    expect(await mailsTo(user.email)).toHaveLength(mailsToOldBefore);
    expect(await me(user.cookie)).toMatchObject({ user: { email: user.email } });

    const follow = await app.inject({
      method: 'GET',
      url: await latestMailLink(harness.dataDir, newEmail),
    });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/settings');

    expect(await me(user.cookie)).toMatchObject({
      user: { id: user.id, email: newEmail, emailVerified: true },
    });
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('sends nothing and changes nothing when the new address belongs to someone else', async () => {
    await start();
    const ada = await createUser(app, harness.dataDir);
    const grace = await createUser(app, harness.dataDir, { name: 'Grace Hopper' });
    const graceMails = (await mailsTo(grace.email)).length;

    const request = await postJson(
      app,
      '/api/auth/change-email',
      { newEmail: grace.email },
      { cookie: ada.cookie },
    );
    // The same answer as for a free address: the form does not reveal who has an account.
    expect(request.statusCode).toBe(200);
    expect(await mailsTo(grace.email)).toHaveLength(graceMails);
    expect(await me(ada.cookie)).toMatchObject({ user: { email: ada.email } });
  });

  it('refuses an e-mail change without a session', async () => {
    await start();
    const request = await postJson(app, '/api/auth/change-email', {
      newEmail: newSignUp().email,
    });
    expect(request.statusCode).toBe(401);
  });
});
