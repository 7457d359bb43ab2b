import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';
import { isEnrolled } from '@/features/factors/enrolment-cache';

const openToAll = ['/api/public-config', '/api/health'];
// Public reading that is the same for everyone (blog posts, stored avatars): signing in must
// not show less than a visitor sees, e.g. the avatar on the second-factor screen.
const publicReads = ['/api/blog', '/api/files'];

const under = (path: string, prefixes: string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * What a session at aal1 may still reach when its user has a verified factor (spec §4):
 * the auth endpoints (to verify the factor), who am I, and the public endpoints.
 */
function reachableBeforeSecondFactor(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (path.startsWith('/api/auth/')) return true;
  if (path === '/api/me') return reading;
  return under(path, openToAll) || (reading && under(path, publicReads));
}

/**
 * 403 MFA_REQUIRED when the caller signed in with the password only but has a verified
 * second factor. aal2 requests and visitors cost nothing; an aal1 request costs one
 * indexed lookup of the user's verified factors, remembered for a few seconds.
 */
export async function enforceAssurance(db: AppDatabase, request: FastifyRequest): Promise<void> {
  if (!request.userId || request.aal === 'aal2' || reachableBeforeSecondFactor(request)) return;
  if (await isEnrolled(db, request.userId)) throw new AppError('MFA_REQUIRED');
}
