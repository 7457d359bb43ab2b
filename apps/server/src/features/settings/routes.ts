import type {
  FastifyPluginAsyncZod,
  FastifyPluginCallbackZod,
  ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pathTo } from '@waymark/shared/routes';
import {
  settingsExportSchema,
  settingsSchema,
  settingsUpdateSchema,
  unsubscribeQuerySchema,
} from '@waymark/shared/settings';
import { z } from 'zod';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { exportOwnData } from '@/features/settings/export/service';
import { getSettings, updateSettings } from '@/features/settings/service';
import { unsubscribeWithToken } from '@/features/settings/unsubscribe';
import { callerOf } from '@/plugins/caller';
import { withAccess, accessPresets, applyAccessDefaults } from '@/access/declaration';
import { errorResponses } from '@/lib/error-responses';

const communicationPage = pathTo('settingsSection', { section: 'communication' });

export const settingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  // The same secret better-auth signs with; unsubscribe links derive their own key from it.
  const secret = resolveAuthSecret(config.auth.secret, config.dataDir);

  // A person clicking the link in a mail: do it, then show the communication settings with
  // the outcome (the page explains it, in their language, once they are signed in).
  app.get(
    unsubscribePath,
    {
      config: { access: accessPresets.signedLink },
      schema: { querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const outcome = await unsubscribeWithToken(app.database.db, secret, request.query.token);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${communicationPage}?${outcome.toString()}`, 303);
    },
  );

  // The one-click unsubscribe of mail programs (RFC 8058: the List-Unsubscribe header of the
  // mail names the same link, and List-Unsubscribe-Post asks them to POST it with the form body
  // `List-Unsubscribe=One-Click`). The token in the address is the whole credential, so the
  // body is read only to be accepted; plugins/same-origin-writes lets this one path through.
  await app.register((oneClick, _options, done) => {
    applyAccessDefaults(oneClick, accessPresets.signedLink);
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      unsubscribePath,
      {
        schema: {
          querystring: unsubscribeQuerySchema,
          response: { 200: z.object({ unsubscribed: z.string() }), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const outcome = await unsubscribeWithToken(app.database.db, secret, request.query.token);
        const flag = outcome.get('unsubscribed');
        if (flag === null) {
          throw new AppError(
            'BAD_REQUEST',
            outcome.get('unsubscribe') === 'expired'
              ? 'This unsubscribe link has expired'
              : 'This unsubscribe link is not valid',
          );
        }
        return reply.header('cache-control', 'no-store').send({ unsubscribed: flag });
      },
    );
    done();
  });

  await app.register(withAccess(accessPresets.account, ownSettingsRoutes));
};

/** Under /api: the address the one-click POST arrives at (see app.ts, same-origin writes). */
export const unsubscribePath = '/settings/unsubscribe';

/** The signed-in person's settings (spec §6) and the download of their data. */
const ownSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/settings',
    { schema: { response: { 200: settingsSchema, ...errorResponses(401) } } },
    async (request) => getSettings(app.database.db, callerOf(request).userId),
  );

  app.patch(
    '/settings',
    {
      schema: {
        body: settingsUpdateSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateSettings(app.database.db, callerOf(request).userId, request.body),
  );

  app.get(
    '/settings/export',
    {
      config: { access: { token: 'export' } },
      schema: { response: { 200: settingsExportSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const data = await exportOwnData(app.database.db, callerOf(request).userId);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="waymark-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
  done();
};
