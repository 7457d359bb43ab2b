import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '@/plugins/caller';

/**
 * Makes `callerOf(request)` name the user that `userIdOf(request)` picks, standing in for the
 * identity hook's session lookup: for tests that need many people, where the real sign-up
 * flow (password hashing) would dominate their time. Runs after the identity hook.
 */
export function standInCaller(
  app: FastifyInstance,
  userIdOf: (request: FastifyRequest) => string | null,
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const userId = userIdOf(request);
    request.caller = userId ? callerFor(userId) : null;
    done();
  });
}

/** A signed-in caller whose session passed the second factor. */
export const callerFor = (userId: string): Caller => ({
  userId,
  sessionId: randomUUID(),
  aal: 'aal2',
  credential: 'cookie',
});
