import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { usernameAvailabilityQuerySchema, usernameAvailabilitySchema } from '@waymark/shared/auth';
import type { Config } from '@/config';
import type { AppDatabase } from '@/db/client';
import type { Auth } from '@/capabilities/identity/auth';
import { toFetchHeaders } from '@/features/auth/fetch-headers';
import { confineConfirmationSignIn, signUpMarkerCookie } from '@/features/auth/confirmation-device';
import { toErrorBody } from '@/features/auth/responses';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { checkUsernameAvailability } from '@/capabilities/accounts/service';
import type { RateLimitAction } from '@/config/rate-limit-config';
import { bodyEmail, type AccountOf } from '@/plugins/rate-limit';
import { applyAccessDefaults } from '@/access/declaration';

/**
 * /api/auth/*: better-auth's endpoints, plus the username check of the sign-up form.
 *
 * The endpoints worth guessing at or that send mail get routes of their own, so each carries
 * its attempt limit; they and the catch-all hand the request to better-auth alike. The
 * request-target plugin has already refused every spelling (dot segments, absolute form)
 * that better-auth would dispatch somewhere other than the route Fastify chose.
 */
/** Reachable by a password-only session of an enrolled account (spec §4). */
const beforeSecondFactor = { beforeSecondFactor: 'allowed' } as const;

export const authRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  // better-auth's endpoints act on the session cookie alone: no tokens, nothing paid. What a
  // password-only session of an enrolled account may reach is declared route by route below.
  applyAccessDefaults(app, {
    caller: 'anyone',
    paid: 'none',
    token: 'none',
    beforeSecondFactor: 'refused',
  });

  app.get(
    '/auth/username-available',
    {
      config: { access: beforeSecondFactor },
      schema: {
        querystring: usernameAvailabilityQuerySchema,
        response: { 200: usernameAvailabilitySchema },
      },
    },
    (request) => checkUsernameAvailability(app.database.db, request.query.username),
  );

  const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
  const secure = config.publicUrl.startsWith('https:');
  const toAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await app.auth();
    return forward(auth, config.publicUrl, request, reply, (setCookies, response) =>
      confirmationCookies({
        auth,
        db: app.database.db,
        secret,
        secure,
        request,
        response,
        setCookies,
      }),
    );
  };
  const signedIn = signedInAccount(app);
  const limited = (url: string, action: RateLimitAction, accountOf: AccountOf) =>
    app.post(
      url,
      {
        config: { access: beforeSecondFactor },
        preValidation: app.limitAttempts(action, accountOf),
      },
      toAuth,
    );
  // Forwarded to better-auth as the catch-all below would, declared reachable before the
  // second factor: the second-factor screen's needs and the signed-out flows.
  const beforeFactor = (method: 'GET' | 'POST', url: string) =>
    app.route({ method, url, config: { access: beforeSecondFactor }, handler: toAuth });

  // Nobody is signed in yet: the account is the e-mail the form names.
  limited('/auth/sign-up/email', 'signUp', bodyEmail);
  limited('/auth/sign-in/email', 'signIn', bodyEmail);
  limited('/auth/request-password-reset', 'passwordReset', bodyEmail);
  limited('/auth/send-verification-email', 'emailResend', bodyEmail);
  // A session acts on its own account: an e-mail in the body never chooses the budget.
  // /factors/backup-codes/verify matches too: one budget for every second-factor check.
  limited('/auth/factors/:factorId/verify', 'secondFactor', signedIn);
  // A session acts on its own account, once past the second factor.
  const accountChange = (url: string) =>
    app.post(url, { preValidation: app.limitAttempts('accountChange', signedIn) }, toAuth);
  accountChange('/auth/change-password');
  accountChange('/auth/change-email');

  // The second-factor screen: who am I (a JWT for API clients), the factors to choose from,
  // a code sent, and signing out instead.
  beforeFactor('GET', '/auth/token');
  beforeFactor('POST', '/auth/sign-out');
  beforeFactor('GET', '/auth/factors');
  beforeFactor('POST', '/auth/factors/:factorId/challenge');
  // Signed-out flows: a visitor reaches them, so a cookie adds nothing to hold back (signing
  // in as someone else, following a mailed link, resetting a forgotten password).
  beforeFactor('POST', '/auth/sign-in/social');
  beforeFactor('GET', '/auth/callback/:provider');
  beforeFactor('GET', '/auth/reset-password/:token');
  beforeFactor('POST', '/auth/reset-password');
  beforeFactor('GET', '/auth/verify-email');

  // Checks a password for the server's own use (auth.api.verifyPassword); over HTTP it would
  // be a password oracle with no limit, so it answers like a path that does not exist.
  app.post('/auth/verify-password', (_request, reply) => reply.callNotFound());

  app.route({
    // DELETE: removing a second factor (capabilities/second-factors).
    method: ['GET', 'POST', 'DELETE'],
    url: '/auth/*',
    handler: toAuth,
  });
  done();
};

/**
 * The account whose session cookie better-auth will act on, asked of better-auth itself:
 * these routes read no bearer token, so neither may their limits.
 */
function signedInAccount(app: FastifyInstance): AccountOf {
  return async (request) => {
    if (!request.headers.cookie) return null;
    const headers = toFetchHeaders(request.headers);
    headers.delete('authorization');
    try {
      const auth = await app.auth();
      const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      return session ? `user:${session.user.id}` : null;
    } catch (error) {
      // A cookie better-auth cannot read: the endpoint answers for itself, the address counts.
      request.log.debug({ err: error }, 'No session for the attempt limit');
      return null;
    }
  };
}

/**
 * Fastify has already parsed the JSON body; better-auth takes a Fetch Request, so the
 * body is serialized again and the answer copied back, Set-Cookie headers included.
 */
async function forward(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  /** What of better-auth's Set-Cookie headers reaches the browser (and what is added). */
  cookiesToSet: (setCookies: string[], response: Response) => Promise<string[]>,
) {
  const headers = toFetchHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = request.body !== undefined && request.method !== 'GET';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = await cookiesToSet(response.headers.getSetCookie(), response);
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) {
    const { status, body } = toErrorBody(response.status, parseJson(text));
    return reply.status(status).type('application/json').send(body);
  }
  return reply.send(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ConfirmationCookieInput {
  auth: Auth;
  db: AppDatabase;
  secret: string;
  secure: boolean;
  request: FastifyRequest;
  response: Response;
  setCookies: string[];
}

/**
 * A sign-up leaves its marker in the browser; a confirmation keeps the session it made only
 * where that marker is (features/auth/confirmation-device.ts). Other answers pass unchanged.
 */
async function confirmationCookies({
  auth,
  db,
  secret,
  secure,
  request,
  response,
  setCookies,
}: ConfirmationCookieInput): Promise<string[]> {
  const path = request.url.split('?', 1)[0];
  if (path === '/api/auth/sign-up/email' && response.ok) {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string'
      ? [...setCookies, signUpMarkerCookie(secret, email, secure)]
      : setCookies;
  }
  if (path === '/api/auth/verify-email') {
    return confineConfirmationSignIn({
      db,
      secret,
      sessionCookieName: (await auth.$context).authCookies.sessionToken.name,
      requestCookies: request.headers.cookie,
      setCookies,
      secure,
    });
  }
  return setCookies;
}
