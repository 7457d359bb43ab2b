import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app-harness';
import {
  latestMailLink,
  newSignUp,
  postJson,
  sessionCookie,
  signUpMarker,
} from '../../../test/accounts';
import { featureEngines } from '../../../test/engines';

describe.each(featureEngines)('confirmation link sign-in on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-confirmation-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start();
  });

  const signUp = async () => {
    const input = newSignUp();
    const response = await postJson(app, '/api/auth/sign-up/email', input);
    expect(response.statusCode).toBe(200);
    return { input, response, link: await latestMailLink(harness.dataDir, input.email) };
  };
  const open = (link: string, cookie?: string) =>
    app.inject({ method: 'GET', url: link, ...(cookie && { headers: { cookie } }) });
  const sessionsOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;

  it('signs in the browser that signed up, once', async () => {
    const { response, link } = await signUp();
    const confirmed = await open(link, signUpMarker(response));
    expect(confirmed.statusCode).toBe(302);
    expect(await sessionsOf(sessionCookie(confirmed))).toBe(200);
    // The marker is spent with it.
    expect(confirmed.cookies.find((c) => c.name === 'waymark.sign-up')?.maxAge).toBe(0);
  });

  it('only confirms elsewhere: someone who signed up with my address gets no session through my click', async () => {
    const { input, link } = await signUp();
    const elsewhere = await open(link);
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.cookies.some((c) => c.name.endsWith('session_token'))).toBe(false);
    // Confirmed all the same: the password signs in.
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: input.email,
      password: input.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a marker made for another address', async () => {
    const first = await signUp();
    const second = await signUp();
    const confirmed = await open(second.link, signUpMarker(first.response));
    expect(confirmed.cookies.some((c) => c.name.endsWith('session_token'))).toBe(false);
  });
});
