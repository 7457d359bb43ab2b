import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notificationPageSchema } from '@waymark/shared/notifications/contracts';
import { DEVICE_COOKIE } from '@waymark/shared/sign-in-alerts/contracts';
import { createUser, sessionCookie, type TestUser } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { featureEngines } from '../../../test/engines';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * The new sign-in notice (issue 16; issue 19: a device, by browser, system and device cookie,
 * the account has not seen before, signed in elsewhere or not).
 */
describe.each(featureEngines)('new sign-in notices on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-new-sign-in-');
  let app: FastifyInstance;

  // Each browser keeps the device cookie it was given (issue 19), as a real one does.
  const deviceCookies = new Map<string, string>();
  const signInFrom = async (user: TestUser, userAgent: string): Promise<string> => {
    const device = deviceCookies.get(userAgent);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: 'http://localhost:3000',
        'user-agent': userAgent,
        ...(device ? { cookie: device } : {}),
      },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const given = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    if (given) deviceCookies.set(userAgent, `${given.name}=${given.value}`);
    return sessionCookie(response);
  };

  it('tells the owner once per new device', async () => {
    app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const laptop = await signInFrom(user, chromeOnLinux);
    await signInFrom(user, chromeOnLinux);
    await signInFrom(user, safariOnIPhone);
    await signInFrom(user, safariOnIPhone);
    const response = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: laptop },
    });
    expect(response.statusCode).toBe(200);
    const { items } = notificationPageSchema.parse(response.json());
    const devices = items.filter((item) => item.kind === 'newSignIn').map((item) => item.excerpt);
    expect(devices.sort()).toEqual([
      expect.stringContaining('Chrome'),
      expect.stringContaining('Safari'),
    ]);
  });
});
