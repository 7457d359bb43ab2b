import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/errors';
import { getStatus } from '@/capabilities/subscriptions/status';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The paywall on the server (spec §4 access rule, issue 13 hole 5): a hook answering
     * `402 SUBSCRIPTION_REQUIRED` to a signed-in caller without access. Reads (GET, HEAD,
     * OPTIONS) and visitors always pass: reading one's own data stays open, and routes answer
     * 401 themselves. A paid feature opts its whole scope in with
     * `app.addHook('preValidation', app.requireAccess)`, so every write it adds later is paid
     * too; a route of a free feature opts in with `preValidation: app.requireAccess`. It runs
     * before validation, so someone who cannot save is told so instead of getting field errors.
     */
    requireAccess: preValidationAsyncHookHandler;
    /**
     * The same decision for every method, reads included: for what Pro sells as a read
     * (insights, issue 19), where the data shown is computed for paying members only.
     */
    requirePaidRead: preValidationAsyncHookHandler;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates the API scope with `requireAccess`. The decision is the same pure rule the web's
 * billing gate reads through GET /api/billing/status (`getStatus` → shared access rule), taken at
 * most once per request and never kept longer: a subscription bought a second ago counts.
 */
export const accessGuard = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const decisions = new WeakMap<FastifyRequest, Promise<boolean>>();

    const hasAccess = async (request: FastifyRequest, userId: string): Promise<boolean> => {
      try {
        return (await getStatus(app.database.db, userId)).hasAccess;
      } catch (error) {
        // Spec §4: "any error in the status check grants access".
        request.log.warn({ err: error }, 'subscription check failed; access granted');
        return true;
      }
    };

    const decide = async (request: FastifyRequest, userId: string) => {
      let decision = decisions.get(request);
      if (!decision) {
        decision = hasAccess(request, userId);
        decisions.set(request, decision);
      }
      if (!(await decision)) throw new AppError('SUBSCRIPTION_REQUIRED');
    };

    app.decorate('requireAccess', async function requireAccess(request: FastifyRequest) {
      const userId = request.caller?.userId;
      if (readMethods.has(request.method) || !userId) return;
      await decide(request, userId);
    });
    app.decorate('requirePaidRead', async function requirePaidRead(request: FastifyRequest) {
      const userId = request.caller?.userId;
      if (userId) await decide(request, userId);
    });
    done();
  },
  { name: 'billing-access-guard' },
);
