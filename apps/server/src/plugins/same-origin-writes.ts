import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/errors';

export interface SameOriginWritesOptions {
  /** The app's own origin (PUBLIC_URL's), the only one whose pages may change anything. */
  origin: string;
  /**
   * Paths whose writes carry their own credential in the address and no cookie-borne
   * authority, posted by programs that are not our pages (a mail program's one-click
   * unsubscribe, RFC 8058): exempt from both checks below.
   */
  selfAuthorizingPaths?: readonly string[];
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body types a page on another site can send without a CORS preflight, other than
 * multipart: the API speaks JSON, so these reach no handler. (multipart/form-data is parsed
 * only in the scope of the image uploads; every other route answers it 415 by itself.)
 */
const corsSimpleTypes = ['text/plain', 'application/x-www-form-urlencoded'];

export const crossSiteMessage = 'Requests from other sites cannot change anything here';
export const notJsonMessage = 'Send the request body as application/json';

/**
 * Cross-site request forgery. The session cookie is SameSite=Lax, which still lets a sibling
 * subdomain (same site, other origin) write with the victim's cookie, and a cookie is sent
 * whatever page asks. So a state-changing request is refused with 403 unless it comes from
 * the app's own pages:
 *
 * - `Sec-Fetch-Site` present: it must be `same-origin`. It goes first because the browser
 *   sets it from what it knows, while `Origin` is `null` on our own pages' form posts under
 *   `Referrer-Policy: no-referrer` (the sandbox checkout's Pay and Cancel);
 * - no `Sec-Fetch-Site`, `Origin` present: it must be ours (`null` is not);
 * - neither: allowed. Every browser since 2020 sends one of them on a cross-origin write,
 *   and older ones do not send a SameSite=Lax cookie cross-site; what sends neither is not a
 *   browser (curl, a server, a test), and CSRF needs a browser to attach the cookie. This is
 *   the rule of Go's net/http CrossOriginProtection. better-auth's own check on /api/auth
 *   is stricter for cookie POSTs (it wants an Origin or Referer) and stays on.
 * - `Authorization: Bearer` without a cookie: exempt. A page cannot add that header to a
 *   cross-site request without a CORS preflight, which this server never grants, and with no
 *   cookie the bearer credential alone decides who is calling: an invalid JWT or personal
 *   access token is refused (401) by the identity step right after this hook. A bearer request
 *   that also carries a cookie is checked like any other, since some routes (better-auth's)
 *   act on the cookie alone.
 *
 * Under /api, the CORS-simple body types are refused with 415 too, so even a write with no
 * body (sign out others, delete a device) cannot be posted as a plain form or text.
 */
export const sameOriginWrites = fp(
  (
    app: FastifyInstance,
    { origin, selfAuthorizingPaths = [] }: SameOriginWritesOptions,
    done: () => void,
  ) => {
    const ownOrigin = new URL(origin).origin;
    const exempt = new Set(selfAuthorizingPaths);
    app.addHook('onRequest', (request, _reply, next) => {
      if (exempt.has(request.url.split('?', 1)[0]!)) return next();
      next(refusal(request, ownOrigin) ?? undefined);
    });
    done();
  },
  { name: 'same-origin-writes' },
);

function refusal(request: FastifyRequest, ownOrigin: string): AppError | null {
  if (!stateChanging.has(request.method)) return null;
  if (request.url.startsWith('/api/') && hasSimpleBodyType(request)) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', notJsonMessage);
  }
  if (isBearer(request) && request.headers.cookie === undefined) return null;
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const crossSite =
    site !== undefined ? site !== 'same-origin' : origin !== undefined && origin !== ownOrigin;
  return crossSite ? new AppError('FORBIDDEN', crossSiteMessage) : null;
}

function hasSimpleBodyType(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  return type !== undefined && corsSimpleTypes.includes(type);
}

function isBearer(request: FastifyRequest): boolean {
  return request.headers.authorization?.toLowerCase().startsWith('bearer ') ?? false;
}
