import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  signInAlertCheckQuerySchema,
  signInAlertDenySchema,
  signInAlertDeniedSchema,
  signInAlertSchema,
} from '@waymark/shared/sign-in-alerts/contracts';
import type { Config } from '@/config';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { endSessionsOf } from '@/capabilities/active-sessions/service';
import { describeAlert, denySignIn } from '@/capabilities/sign-in-alerts/service';
import { errorResponses } from '@/lib/error-responses';

const errors = errorResponses(400, 409, 410, 429);

/**
 * The "This wasn't me" link of a new-device sign-in alert (issue 19). Signed out: the signed
 * token is the capability. Reading the alert changes nothing (mail scanners follow links);
 * ending the session is a POST from the page, once.
 */
export const signInAlertRoutes: FastifyPluginCallbackZod<{ config: Config }> = (
  app,
  { config },
  done,
) => {
  const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
  const db = () => app.database.db;
  const limited = { preValidation: app.limitAttempts('accountChange') };

  app.get(
    '/sign-in-alerts/check',
    {
      ...limited,
      schema: {
        querystring: signInAlertCheckQuerySchema,
        response: { 200: signInAlertSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeAlert(db(), secret, request.query.token);
    },
  );
  app.post(
    '/sign-in-alerts/deny',
    {
      ...limited,
      schema: {
        body: signInAlertDenySchema,
        response: { 200: signInAlertDeniedSchema, ...errors },
      },
    },
    async (request) =>
      denySignIn(
        { db: db(), secret, endSessions: (userId, ids) => endSessionsOf(db(), userId, ids) },
        request.body.token,
        request.body.signOutEverywhere,
      ),
  );
  done();
};
