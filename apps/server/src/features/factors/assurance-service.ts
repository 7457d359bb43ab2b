import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';
import { isEnrolled } from '@/features/factors/enrolment-cache';
import type { Caller } from '@/plugins/caller';

/** `METHOD /path`, where a `:name` segment stands for any one segment. */
type Route = `${'GET' | 'POST'} /api/${string}`;

/**
 * What a password-only (aal1) session may still do when its user has a verified second
 * factor (spec §4): exactly what the second-factor screen needs. Everything else, including
 * better-auth's own endpoints (list-sessions, list-accounts, update-user…), answers
 * 403 MFA_REQUIRED: an allowlist, so an endpoint added later, or a spelling of a path
 * nobody thought of, is held back rather than let through.
 */
const secondFactorScreen: Route[] = [
  'GET /api/me',
  'GET /api/auth/token',
  'POST /api/auth/sign-out',
  'GET /api/auth/factors',
  'POST /api/auth/factors/:factorId/challenge',
  'POST /api/auth/factors/:factorId/verify',
  'POST /api/auth/factors/backup-codes/verify',
  'GET /api/public-config',
  'GET /api/health',
];

/**
 * better-auth's signed-out flows: a visitor reaches them, so a cookie adds nothing to hold
 * back (signing in as someone else, following a mailed link, resetting a forgotten password).
 */
const signedOutFlows: Route[] = [
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-in/social',
  'POST /api/auth/sign-up/email',
  'GET /api/auth/callback/:provider',
  'POST /api/auth/request-password-reset',
  'GET /api/auth/reset-password/:token',
  'POST /api/auth/reset-password',
  'GET /api/auth/verify-email',
  'POST /api/auth/send-verification-email',
  'GET /api/auth/username-available',
];

/**
 * Public reading that is the same for everyone (blog posts, stored files): signing in must not
 * show less than a visitor sees (the avatar on the second-factor screen), nor more, so these
 * are answered as to a visitor: a private journey's images stay hidden.
 */
const publicReads = ['/api/blog', '/api/files'];

const segments = (path: string) => path.split('/');

function matches(route: Route, method: string, path: string): boolean {
  const [routeMethod, routePath = ''] = route.split(' ');
  if (routeMethod !== method) return false;
  const expected = segments(routePath);
  const actual = segments(path);
  return (
    expected.length === actual.length &&
    expected.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
  );
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

type Reach = 'as-caller' | 'as-visitor' | 'refused';

/** How an aal1 request of a user with a verified factor is served. */
export function reachBeforeSecondFactor(request: FastifyRequest): Reach {
  const path = request.url.split('?', 1)[0] ?? '';
  // HEAD is a GET without the body (Fastify answers it with the GET route).
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const allowed = [...secondFactorScreen, ...signedOutFlows];
  if (allowed.some((route) => matches(route, method, path))) return 'as-caller';
  if (method === 'GET' && publicReads.some((prefix) => under(path, prefix))) return 'as-visitor';
  return 'refused';
}

/**
 * The second-factor gate, applied to every signed-in API request by the identity hook:
 * 403 MFA_REQUIRED when the caller signed in with the password only but has a verified
 * second factor and asks for anything beyond the second-factor screen; public reads are
 * answered as to a visitor (null). aal2 callers cost nothing; an aal1 caller costs one indexed
 * lookup of the user's verified factors, remembered for a few seconds.
 */
export async function gateBySecondFactor(
  db: AppDatabase,
  request: FastifyRequest,
  caller: Caller,
): Promise<Caller | null> {
  if (caller.aal === 'aal2') return caller;
  const reach = reachBeforeSecondFactor(request);
  if (reach === 'as-caller' || !(await isEnrolled(db, caller.userId))) return caller;
  if (reach === 'refused') throw new AppError('MFA_REQUIRED');
  return null;
}
