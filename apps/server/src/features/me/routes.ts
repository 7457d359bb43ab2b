import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { meSchema } from '@waymark/shared/auth';
import { errorBodySchema } from '@waymark/shared/errors';
import { presentMe } from '@/features/me/presenter';
import { getMe } from '@/features/me/service';
import { requireUserId } from '@/plugins/request-user';

export const meRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/me',
    { schema: { response: { 200: meSchema, 401: errorBodySchema } } },
    async (request) => presentMe(await getMe(app.database.db, requireUserId(request))),
  );
  done();
};
