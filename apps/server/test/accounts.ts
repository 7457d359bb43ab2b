import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readOutbox } from '@/capabilities/mail/outbox';

/** better-auth refuses cookie-carrying POSTs without a trusted Origin; the test PUBLIC_URL. */
export const testOrigin = 'http://localhost:3000';

export interface SignUpInput {
  name: string;
  username: string;
  email: string;
  password: string;
}

export function newSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const unique = randomUUID().replaceAll('-', '').slice(0, 10);
  return {
    name: 'Ada Lovelace',
    username: `ada_${unique}`,
    email: `ada-${unique}@example.com`,
    password: 'engines1843',
    ...overrides,
  };
}

export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers: { origin: testOrigin, ...headers } });
}

/** The `name=value` pair of the session cookie a response sets, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`No session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** `name=value` of the marker a sign-up leaves in its browser (features/auth/confirmation-device). */
export function signUpMarker(signUp: LightMyRequestResponse): string {
  const marker = signUp.cookies.find((c) => c.name === 'waymark.sign-up');
  if (!marker) throw new Error(`No sign-up marker in ${signUp.statusCode} ${signUp.body}`);
  return `${marker.name}=${marker.value}`;
}

/** The only link of the newest outbox message to `to`, as a path the app can be injected with. */
export async function latestMailLink(dataDir: string, to: string): Promise<string> {
  const messages = (await readOutbox(dataDir)).filter((message) => message.to === to);
  const link = messages.at(-1)?.links[0];
  if (!link) throw new Error(`No mail to ${to} in the outbox`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface TestUser extends SignUpInput {
  id: string;
  /** `name=value` of a fresh session cookie. */
  cookie: string;
}

/**
 * A signed-in user made through the real flow: sign-up, then the verification link from the
 * outbox, whose first use in the signing-up browser signs the person in.
 * `app` must use a DATA_DIR on disk so the outbox can be read.
 */
export async function createUser(
  app: FastifyInstance,
  dataDir: string,
  overrides: Partial<SignUpInput> = {},
): Promise<TestUser> {
  const input = newSignUp(overrides);
  const signUp = await postJson(app, '/api/auth/sign-up/email', input);
  if (signUp.statusCode !== 200) throw new Error(`Sign-up failed: ${signUp.body}`);
  // As a browser would: the link is opened where the sign-up left its marker cookie.
  const verify = await app.inject({
    method: 'GET',
    url: await latestMailLink(dataDir, input.email),
    headers: { cookie: signUpMarker(signUp) },
  });
  if (verify.statusCode >= 400) throw new Error(`Verification failed: ${verify.body}`);
  const cookie = sessionCookie(verify);
  // better-auth's own endpoint: unlike the app's routes it leaves the device's activity alone.
  const session = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  const id = session.json<{ user?: { id: string } } | null>()?.user?.id;
  if (!id) throw new Error(`No session after verification: ${session.body}`);
  return { ...input, id, cookie };
}
