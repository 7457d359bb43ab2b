import type { onRequestHookHandler } from 'fastify';
import { AppError } from '@/errors';

/**
 * Route-level onRequest hook: a signed-out caller gets 401 'Not authenticated' before the
 * body is read or validated (no 5 MB upload, no field errors for someone who cannot save).
 */
export const signedInOnly: onRequestHookHandler = (request, _reply, done) => {
  done(request.userId ? undefined : new AppError('UNAUTHENTICATED'));
};
