import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meSchema } from '@waymark/shared/auth';
import { deleteAccountRequestSchema } from '@waymark/shared/factors';
import { deleteUserFiles } from '@/capabilities/files/service';
import { clearSessionCookies } from '@/features/me/cookies';
import { presentMe } from '@/features/me/presenter';
import { deleteAccount, getMe } from '@/features/me/service';
import { signedInUser } from '@/plugins/rate-limit';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

export const meRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The second-factor screen asks who is signing in (the answer says the factor is missing).
  app.get(
    '/me',
    {
      config: { access: { beforeSecondFactor: 'allowed' } },
      schema: { response: { 200: meSchema, ...errorResponses(401) } },
    },
    async (request) =>
      presentMe(await getMe(app.database.db, callerOf(request).userId, callerOf(request).aal)),
  );

  app.delete(
    '/me',
    {
      // It checks the password: one budget with the other password checks of a session.
      preValidation: app.limitAttempts('accountChange', signedInUser),
      schema: {
        body: deleteAccountRequestSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = callerOf(request).userId;
      const auth = await app.auth();
      const db = app.database.db;
      await deleteAccount(
        {
          db,
          auth,
          previousSecrets: app.authSecrets.previous,
          // Stored files first, while the uploads rows still say which keys are the user's.
          beforeDelete: async (id) => {
            await deleteUserFiles(db, app.fileStore, id);
          },
        },
        userId,
        request.body,
      );
      request.log.info({ userId }, 'Account deleted');
      await clearSessionCookies(auth, reply);
      return reply.status(204).send(null);
    },
  );
  done();
};
