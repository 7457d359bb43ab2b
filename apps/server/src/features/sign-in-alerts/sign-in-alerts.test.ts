import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { notificationPageSchema } from '@waymark/shared/notifications/contracts';
import {
  DEVICE_COOKIE,
  signInAlertSchema,
  signInAlertsApi,
} from '@waymark/shared/sign-in-alerts/contracts';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { readOutbox } from '@/capabilities/mail/outbox';
import { createSignInAlertToken } from '@/capabilities/sign-in-alerts/token';
import { createUser, sessionCookie, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { smokeEngines } from '../../../test/engines';

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const deviceCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
};

/** Issue 19: a sign-in from a device the account has not seen sends a mail and a notice. */
describe.each(smokeEngines)('new-device sign-in alerts on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-sign-in-alerts-');
  let app: FastifyInstance;

  const signIn = async (user: TestUser, device: string | null) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: 'http://localhost:3000',
        'user-agent': firefoxOnWindows,
        ...(device ? { cookie: device } : {}),
      },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return { session: sessionCookie(response), device: deviceCookieOf(response) ?? device };
  };
  const alertMails = async (user: TestUser) =>
    (await readOutbox(harness.dataDir)).filter(
      (mail) => mail.to === user.email && mail.subject.startsWith('New sign-in'),
    );
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    app.inject({
      method,
      url,
      headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('mails and notifies once per new device, with device, address, unknown place and time', async () => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    // The browser the account was made in is its first device: no alert.
    expect(await alertMails(user)).toEqual([]);

    const first = await signIn(user, null);
    expect(first.device).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    // The same browser again (it kept its device cookie): known now.
    await signIn(user, first.device);
    const mails = await alertMails(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Device: Firefox on Windows');
    // No GeoIP here and no CDN country header: the place is unknown, the address is shown.
    expect(mails[0]?.text).toMatch(/Place: unknown place \(address [\d.:a-f]+\)/);
    // In the reader's language and time zone (no time zone chosen: UTC), with the zone named.
    expect(mails[0]?.text).toMatch(/Time: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d\s?[AP]M UTC/);
    expect(mails[0]?.links[0]).toContain('/security/not-me?token=');

    const notices = notificationPageSchema.parse(
      (await call('GET', '/api/notifications', undefined, user.cookie)).json(),
    );
    expect(notices.items.filter((n) => n.kind === 'newSignIn').map((n) => n.excerpt)).toEqual([
      'Firefox on Windows',
    ]);
  });

  it('ends that session with the signed link, once; refuses forged, expired and reused links', async () => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const intruder = await signIn(user, null);
    const [mail] = await alertMails(user);
    const token = tokenOf(mail!.links[0]!);

    const shown = signInAlertSchema.parse(
      (await call('GET', `${signInAlertsApi.check}?token=${encodeURIComponent(token)}`)).json(),
    );
    expect(shown).toMatchObject({
      device: 'Firefox on Windows',
      address: '127.0.0.1',
      place: null,
    });

    // Forged: another alert id under the same signature, or a signature changed.
    const [id, expires, signature] = token.split('.');
    const forgeries = [
      `00000000-0000-4000-8000-000000000000.${expires}.${signature}`,
      `${id}.${expires}.${signature!.slice(0, -2)}AA`,
      `${id}.${Number(expires) + 3600}.${signature}`,
    ];
    for (const forged of forgeries) {
      const response = await call('POST', signInAlertsApi.deny, { token: forged });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('LINK_INVALID');
    }
    // Expired: a correctly signed link from eight days ago.
    const secret = resolveAuthSecret(undefined, harness.dataDir);
    const old = createSignInAlertToken(secret, id!, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    const expired = await call('POST', signInAlertsApi.deny, { token: old });
    expect(expired.statusCode).toBe(410);
    expect(errorBodySchema.parse(expired.json()).error.code).toBe('LINK_EXPIRED');
    // Nothing ended so far.
    expect((await call('GET', '/api/me', undefined, intruder.session)).statusCode).toBe(200);

    // Signed out, the real link ends the intruder's session and only that one.
    const denied = await call('POST', signInAlertsApi.deny, { token });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toEqual({ endedSessions: 1 });
    expect((await call('GET', '/api/me', undefined, intruder.session)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', undefined, user.cookie)).statusCode).toBe(200);

    const reused = await call('POST', signInAlertsApi.deny, { token });
    expect(reused.statusCode).toBe(409);
    expect(errorBodySchema.parse(reused.json()).error.code).toBe('LINK_USED');
  });

  it('signs out everywhere on request, and answers bad input with a 400', async () => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const intruder = await signIn(user, null);
    const [mail] = await alertMails(user);
    const bad = await call('POST', signInAlertsApi.deny, { token: 42 });
    expect(bad.statusCode).toBe(400);
    const response = await call('POST', signInAlertsApi.deny, {
      token: tokenOf(mail!.links[0]!),
      signOutEverywhere: true,
    });
    expect(response.json()).toEqual({ endedSessions: 2 });
    expect((await call('GET', '/api/me', undefined, intruder.session)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', undefined, user.cookie)).statusCode).toBe(401);
  });
});
