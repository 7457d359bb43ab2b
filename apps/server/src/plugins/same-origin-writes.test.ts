import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { journeys } from '@/db/schema';
import { crossSiteMessage, notJsonMessage } from '@/plugins/same-origin-writes';
import { createUser, testOrigin, type TestUser } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { featureEngines } from '../../test/engines';

const evilOrigin = 'https://evil.example';

describe.each(featureEngines)('cross-site writes on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-same-origin-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start();
  });

  const journeysOf = (user: TestUser) =>
    harness.testDb.database.db.select().from(journeys).where(eq(journeys.ownerId, user.id));
  const createJourney = (headers: Record<string, string>, payload: object = { title: 'Forged' }) =>
    app.inject({ method: 'POST', url: '/api/journeys', payload, headers });
  const expectRefused = (
    response: Awaited<ReturnType<typeof createJourney>>,
    status: number,
    code: string,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error: { code, message } });
  };

  it("refuses a POST with the victim's cookie from another origin, and writes nothing", async () => {
    const victim = await createUser(app, harness.dataDir);
    const forged = await createJourney({ cookie: victim.cookie, origin: evilOrigin });
    expectRefused(forged, 403, 'FORBIDDEN', crossSiteMessage);
    // A sandboxed frame or a privacy redirect says `null`: not ours either.
    expectRefused(
      await createJourney({ cookie: victim.cookie, origin: 'null' }),
      403,
      'FORBIDDEN',
      crossSiteMessage,
    );
    expect(await journeysOf(victim)).toEqual([]);
  });

  it('refuses a write whose browser says it came from another site, when no Origin is sent', async () => {
    const victim = await createUser(app, harness.dataDir);
    for (const site of ['cross-site', 'same-site', 'none']) {
      expectRefused(
        await createJourney({ cookie: victim.cookie, 'sec-fetch-site': site }),
        403,
        'FORBIDDEN',
        crossSiteMessage,
      );
    }
    // A sandboxed frame on another site: Origin null, and the browser says cross-site.
    expectRefused(
      await createJourney({
        cookie: victim.cookie,
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      }),
      403,
      'FORBIDDEN',
      crossSiteMessage,
    );
    expect(await journeysOf(victim)).toEqual([]);
  });

  it("refuses a cross-site DELETE of the victim's other device", async () => {
    const victim = await createUser(app, harness.dataDir);
    const devices = await app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { cookie: victim.cookie },
    });
    const [device] = devices.json<{ sessions: { id: string }[] }>().sessions;
    const forged = await app.inject({
      method: 'DELETE',
      url: `/api/sessions/${device?.id}`,
      headers: { cookie: victim.cookie, origin: evilOrigin },
    });
    expectRefused(forged, 403, 'FORBIDDEN', crossSiteMessage);
    const after = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: victim.cookie },
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses text/plain and form bodies, even on routes that take no body', async () => {
    const victim = await createUser(app, harness.dataDir);
    const asText = await app.inject({
      method: 'POST',
      url: '/api/journeys',
      payload: '{"title":"Forged"}',
      headers: { cookie: victim.cookie, origin: testOrigin, 'content-type': 'text/plain' },
    });
    expectRefused(asText, 415, 'UNSUPPORTED_MEDIA_TYPE', notJsonMessage);
    const bodyless = await app.inject({
      method: 'POST',
      url: '/api/sessions/sign-out-others',
      payload: '',
      headers: { cookie: victim.cookie, 'content-type': 'text/plain;charset=UTF-8' },
    });
    expectRefused(bodyless, 415, 'UNSUPPORTED_MEDIA_TYPE', notJsonMessage);
    const asForm = await app.inject({
      method: 'POST',
      url: '/api/journeys',
      payload: 'title=Forged',
      headers: { cookie: victim.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectRefused(asForm, 415, 'UNSUPPORTED_MEDIA_TYPE', notJsonMessage);
    // multipart/form-data is parsed only by the image uploads: elsewhere Fastify answers 415.
    const asMultipart = await app.inject({
      method: 'POST',
      url: '/api/journeys',
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nForged\r\n--x--\r\n',
      headers: { cookie: victim.cookie, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(asMultipart.statusCode, asMultipart.body).toBe(415);
    expect(await journeysOf(victim)).toEqual([]);
  });

  it('lets same-origin writes, bearer-token writes and non-browser clients through', async () => {
    const user = await createUser(app, harness.dataDir);
    const sameOrigin = await createJourney({ cookie: user.cookie, origin: testOrigin });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(201);
    const fetchMetadata = await createJourney({
      cookie: user.cookie,
      'sec-fetch-site': 'same-origin',
    });
    expect(fetchMetadata.statusCode, fetchMetadata.body).toBe(201);
    // Our own form posts under Referrer-Policy: no-referrer (the sandbox checkout) say
    // Origin: null; the browser's Sec-Fetch-Site tells they are ours.
    const noReferrerForm = await createJourney({
      cookie: user.cookie,
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(noReferrerForm.statusCode, noReferrerForm.body).toBe(201);

    const token = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: user.cookie } })
    ).json<{ token: string }>().token;
    // A page cannot add Authorization to a cross-site request without a preflight.
    const bearer = await createJourney({ authorization: `Bearer ${token}`, origin: evilOrigin });
    expect(bearer.statusCode, bearer.body).toBe(201);

    // curl, a server: neither Origin nor Sec-Fetch-Site, which every current browser sends.
    const noBrowser = await createJourney({ cookie: user.cookie });
    expect(noBrowser.statusCode, noBrowser.body).toBe(201);
    expect(await journeysOf(user)).toHaveLength(5);
  });
});
