import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  activeSessionListSchema,
  signOutOthersResultSchema,
  UNKNOWN_LOCATION,
  type ActiveSession,
} from '@waymark/shared/sessions';
import { withUser } from '@/db/with-user';
import { createUser, postJson, sessionCookie, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { smokeEngines } from '../../../test/engines';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(smokeEngines)('active sessions on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-sessions-');
  let app: FastifyInstance;
  const start = async () => {
    app = await harness.start();
    return app;
  };

  /** Another device of `user`: a fresh sign-in with its own browser and address. */
  const signInFrom = async (
    user: TestUser,
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: 'http://localhost:3000', ...headers },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookie(response);
  };

  const listSessions = async (cookie: string): Promise<ActiveSession[]> => {
    const response = await app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return activeSessionListSchema.parse(response.json()).sessions;
  };

  const meStatus = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;

  it('lists each signed-in device with its browser, address and country, and marks the current one', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const laptop = await signInFrom(
      user,
      { 'user-agent': chromeOnLinux, 'cf-ipcountry': 'DE' },
      // A dual-stack socket's view of an IPv4 client: listed as the IPv4 address.
      '::ffff:203.0.113.9',
    );
    const phone = await signInFrom(
      user,
      { 'user-agent': safariOnIPhone, 'x-vercel-ip-country': 'jp' },
      '2001:db8::7',
    );

    const fromLaptop = await listSessions(laptop);
    expect(fromLaptop).toHaveLength(3);
    const current = fromLaptop.filter((session) => session.is_current);
    expect(current).toEqual([
      expect.objectContaining({
        device_type: 'desktop',
        device_name: 'Chrome on Linux',
        ip_address: '203.0.113.9',
        location: 'Germany',
      }),
    ]);
    expect(fromLaptop[0]?.is_current).toBe(true);
    expect(fromLaptop).toContainEqual(
      expect.objectContaining({
        device_type: 'mobile',
        device_name: 'Safari on iOS',
        ip_address: '2001:db8::7',
        location: 'Japan',
        is_current: false,
      }),
    );
    // createUser signs in without a country header: nothing to say where it is.
    expect(fromLaptop.filter((session) => session.location === UNKNOWN_LOCATION)).toHaveLength(1);

    // is_current follows whoever reads the list.
    const fromPhone = await listSessions(phone);
    expect(fromPhone.find((session) => session.is_current)?.device_name).toBe('Safari on iOS');
    expect(fromPhone.filter((session) => session.is_current)).toHaveLength(1);
  });

  it('ends one device: its cookie gets 401 and it leaves the list, the others stay signed in', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const laptop = await signInFrom(user, { 'user-agent': chromeOnLinux });
    const phone = await signInFrom(user, { 'user-agent': safariOnIPhone });
    const phoneRow = (await listSessions(phone)).find((session) => session.is_current);

    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneRow?.id}`,
      headers: { cookie: laptop },
    });
    expect(ended.statusCode).toBe(204);
    expect(ended.body).toBe('');

    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    expect(await meStatus(user.cookie)).toBe(200);
    const left = await listSessions(laptop);
    expect(left.map((session) => session.id)).not.toContain(phoneRow?.id);
    expect(left).toHaveLength(2);

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneRow?.id}`,
      headers: { cookie: laptop },
    });
    expect(again.statusCode).toBe(404);
  });

  it('signs out every other device and keeps this one', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const laptop = await signInFrom(user, { 'user-agent': chromeOnLinux });
    const phone = await signInFrom(user, { 'user-agent': safariOnIPhone });

    const response = await postJson(app, '/api/sessions/sign-out-others', {}, { cookie: laptop });
    expect(response.statusCode).toBe(200);
    expect(signOutOthersResultSchema.parse(response.json())).toEqual({ ended: 2 });

    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(user.cookie)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    const left = await listSessions(laptop);
    expect(left).toEqual([expect.objectContaining({ is_current: true })]);
  });

  it("neither shows nor ends another person's devices", async () => {
    await start();
    const ada = await createUser(app, harness.dataDir);
    const grace = await createUser(app, harness.dataDir, { name: 'Grace Hopper' });
    const [adaSession] = await listSessions(ada.cookie);

    const graceSees = await listSessions(grace.cookie);
    expect(graceSees).toHaveLength(1);
    expect(graceSees.map((session) => session.id)).not.toContain(adaSession?.id);

    const attempt = await app.inject({
      method: 'DELETE',
      url: `/api/sessions/${adaSession?.id}`,
      headers: { cookie: grace.cookie },
    });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Session not found' },
    });
    expect(await meStatus(ada.cookie)).toBe(200);

    const others = await postJson(
      app,
      '/api/sessions/sign-out-others',
      {},
      { cookie: grace.cookie },
    );
    expect(others.json()).toEqual({ ended: 0 });
    expect(await meStatus(ada.cookie)).toBe(200);
  });

  it('drops the device row when the device signs out', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const phone = await signInFrom(user, { 'user-agent': safariOnIPhone });
    expect(await listSessions(user.cookie)).toHaveLength(2);

    const signOut = await postJson(app, '/api/auth/sign-out', {}, { cookie: phone });
    expect(signOut.statusCode).toBe(200);
    const left = await listSessions(user.cookie);
    expect(left).toEqual([expect.objectContaining({ is_current: true })]);
  });

  it('lists a session that has no device row, from what better-auth stored with it', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    await signInFrom(user, { 'user-agent': safariOnIPhone }, '192.0.2.44');
    // As if the phone signed in before this feature, or its row could not be written.
    await withUser(harness.testDb.database.db, user.id, async (tx) => {
      await tx.execute(sql`delete from active_sessions where device_name = 'Safari on iOS'`);
    });

    const listed = await listSessions(user.cookie);
    expect(listed).toHaveLength(2);
    expect(listed).toContainEqual(
      expect.objectContaining({
        device_type: 'mobile',
        device_name: 'Safari on iOS',
        ip_address: '192.0.2.44',
        location: UNKNOWN_LOCATION,
        is_current: false,
      }),
    );
  });

  it('leaves out sessions that have expired', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    await signInFrom(user, { 'user-agent': safariOnIPhone });
    expect(await listSessions(user.cookie)).toHaveLength(2);

    await harness.testDb.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute'
          where user_id = ${user.id} and user_agent = ${safariOnIPhone}`,
    );
    const listed = await listSessions(user.cookie);
    expect(listed).toEqual([expect.objectContaining({ is_current: true })]);
  });

  it('records activity on authenticated requests at most once a minute', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const age = () =>
      withUser(harness.testDb.database.db, user.id, async (tx) => {
        await tx.execute(sql`update active_sessions set last_active = ${longAgo.toISOString()}`);
      });

    await age();
    const before = Date.now();
    expect(await meStatus(user.cookie)).toBe(200);
    // The write rides beside the request, not in it: it lands shortly after.
    await expect
      .poll(async () => Date.parse((await listSessions(user.cookie))[0]?.last_active ?? ''))
      .toBeGreaterThanOrEqual(before - 1000);

    // Within the minute, requests do not write again.
    await age();
    expect(await meStatus(user.cookie)).toBe(200);
    const [untouched] = await listSessions(user.cookie);
    expect(untouched?.last_active).toBe(longAgo.toISOString());
  });

  it('answers 401 to visitors and 400 to a malformed id', async () => {
    await start();
    const visitor = await app.inject({ method: 'GET', url: '/api/sessions' });
    expect(visitor.statusCode).toBe(401);
    const visitorEnd = await postJson(app, '/api/sessions/sign-out-others', {});
    expect(visitorEnd.statusCode).toBe(401);

    const user = await createUser(app, harness.dataDir);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/sessions/not-a-uuid',
      headers: { cookie: user.cookie },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses to sign out "other" devices for a bearer token, which names no device', async () => {
    await start();
    const user = await createUser(app, harness.dataDir);
    const tokenResponse = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: user.cookie },
    });
    const { token } = tokenResponse.json<{ token: string }>();

    const sessions = await app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(activeSessionListSchema.parse(sessions.json()).sessions).toEqual([
      expect.objectContaining({ is_current: false }),
    ]);
    const others = await postJson(
      app,
      '/api/sessions/sign-out-others',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(others.statusCode).toBe(400);
    expect(await meStatus(user.cookie)).toBe(200);
  });
});
