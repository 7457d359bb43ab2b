import { randomBytes } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onSendAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_COOKIE } from '@waymark/shared/sign-in-alerts/contracts';
import { deviceCookieOf } from '@/capabilities/sign-in-alerts/service';
import { hookRoutes } from '@/plugins/route-hooks';

const maxAgeSeconds = 400 * 24 * 60 * 60;

// The better-auth endpoints that start a session: password and social sign-in, the second
// factor step, and the e-mail confirmation that signs in where the sign-up happened.
const sessionPaths = [
  '/api/auth/sign-in/',
  '/api/auth/callback/',
  '/api/auth/two-factor/',
  '/api/auth/verify-email',
];
const startsSession = (url: string) => sessionPaths.some((path) => url.startsWith(path));

/**
 * Gives every browser that reaches the sign-in endpoints a long-lived random device id
 * (issue 19), before better-auth sees the request: the session hook then fingerprints the
 * device with it, and the same browser is known next time. The cookie says nothing about the
 * person and is no credential: it only tells one browser from another of the same kind.
 */
export const deviceCookie = fp(
  (app: FastifyInstance, { secure }: { secure: boolean }, done: () => void) => {
    const issued = new WeakMap<FastifyRequest, string>();
    // better-auth's routes only: no other request pays for these hooks.
    const authRoutes = (route: RouteOptions) => route.url.startsWith('/api/auth/');
    const issueCookie: onRequestHookHandler = (request, _reply, next) => {
      if (startsSession(request.url) && !deviceCookieOf(request.headers.cookie)) {
        const id = randomBytes(18).toString('base64url');
        issued.set(request, id);
        const pair = `${DEVICE_COOKIE}=${id}`;
        request.headers.cookie = request.headers.cookie
          ? `${request.headers.cookie}; ${pair}`
          : pair;
      }
      next();
    };
    hookRoutes(app, 'onRequest', authRoutes, issueCookie);
    const setCookie: onSendAsyncHookHandler = async (request, reply, payload) => {
      const id = issued.get(request);
      if (!id) return payload;
      const cookie = `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      // Fastify adds to the Set-Cookie list rather than replacing it.
      reply.header('set-cookie', cookie);
      return payload;
    };
    hookRoutes(app, 'onSend', authRoutes, setCookie);
    done();
  },
  { name: 'sign-in-device-cookie' },
);
