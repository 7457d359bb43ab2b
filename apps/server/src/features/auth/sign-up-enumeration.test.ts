import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '@/db/tables/auth';
import { readOutbox } from '@/capabilities/mail/outbox';
import { createUser, newSignUp, postJson } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

/** What a sign-up answer looks like with the values that differ per call taken out. */
const shapeOf = (body: { token: unknown; user: Record<string, unknown> }) => ({
  token: body.token,
  user: Object.fromEntries(Object.entries(body.user).map(([key, value]) => [key, typeof value])),
});

describe.each(featureEngines)('sign-up with an address that has an account on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-sign-up-enumeration-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start();
  });
  const mailsTo = async (to: string) =>
    (await readOutbox(harness.dataDir)).filter((message) => message.to === to);

  it('answers exactly as for a new address, and mails the owner instead', async () => {
    const owner = await createUser(app, harness.dataDir);
    const fresh = newSignUp();
    const asNew = await postJson(app, '/api/auth/sign-up/email', fresh);
    const attempt = newSignUp({ email: owner.email.toUpperCase(), password: 'intruder1234' });
    const asTaken = await postJson(app, '/api/auth/sign-up/email', attempt);

    expect(asTaken.statusCode).toBe(asNew.statusCode);
    expect(asTaken.statusCode).toBe(200);
    type Body = { token: unknown; user: Record<string, unknown> };
    const taken = asTaken.json<Body>();
    expect(shapeOf(taken)).toEqual(shapeOf(asNew.json<Body>()));
    // Nothing in it is the owner's: not their id, not their name, not their verified state.
    expect(taken.user).toMatchObject({
      email: owner.email,
      name: attempt.name,
      emailVerified: false,
    });
    expect(taken.user.id).not.toBe(owner.id);
    // The same cookies as for a new address (the sign-up marker), and no session.
    const names = (response: typeof asNew) => response.cookies.map((cookie) => cookie.name);
    expect(names(asTaken)).toEqual(names(asNew));
    expect(names(asTaken)).toEqual(['waymark.sign-up']);

    const mails = await mailsTo(owner.email);
    const warning = mails.at(-1);
    expect(warning?.subject).toBe('Someone tried to create a Waymark account with your address');
    expect(warning?.text).toContain('No new account was created.');
    expect(warning?.links).toEqual(['http://localhost:3000/login']);
    // Sign-up mail, then the warning: no confirmation link went out for the attempt.
    expect(
      mails.filter((mail) => mail.links.some((link) => link.includes('verify-email'))),
    ).toHaveLength(1);

    const db = harness.testDb.database.db;
    expect(await db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    const byIntruder = await postJson(app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: attempt.password,
    });
    expect(byIntruder.statusCode).toBe(401);
    const byOwner = await postJson(app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(byOwner.statusCode).toBe(200);
  });

  it('still names a taken username, whatever the address: usernames are public', async () => {
    const owner = await createUser(app, harness.dataDir);
    for (const email of [owner.email, newSignUp().email]) {
      const response = await postJson(
        app,
        '/api/auth/sign-up/email',
        newSignUp({ email, username: owner.username }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'CONFLICT', details: [{ path: 'username' }] },
      });
    }
  });
});
