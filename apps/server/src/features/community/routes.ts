import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  banListSchema,
  banSchema,
  channelParamsSchema,
  communityIdParamsSchema,
  communityMarkReadSchema,
  communityMessagePageSchema,
  communityMessageSchema,
  communityMessagesQuerySchema,
  communityOverviewSchema,
  communityReactSchema,
  communityUserParamsSchema,
  editCommunityMessageSchema,
  logListSchema,
  postCommunityMessageSchema,
  removeMessageSchema,
  reportListSchema,
  reportMessageSchema,
  reportsQuerySchema,
} from '@waymark/shared/community/contracts';
import { AppError } from '@/errors';
import {
  dropFromChannels,
  publishToChannel,
  registerCommunityLive,
} from '@/features/community/community-live';
import * as service from '@/features/community/service';
import { registerCreatingPost } from '@/capabilities/idempotency/creating-post';
import { registerMessageChangeRoutes } from '@/capabilities/messages/routes';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';
import { withAccess } from '@/access/declaration';
import type { Standing } from '@/access/moderation';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 429);
const idAnswer = z.object({ id: z.uuid() });

/** The caller's standing, looked up by the access step for routes declaring `moderation`. */
const standingOf = (request: FastifyRequest): Standing => {
  if (!request.standing) throw new AppError('FORBIDDEN');
  return request.standing;
};

/**
 * The members' community (issue 19), for signed-in people; declared in api-routes.ts with
 * `moderation: 'member'` and `paid: 'all'`: before every route, the access step answers a ban
 * 403 COMMUNITY_BANNED (with its reason), then 402 to anyone without Pro, reads included —
 * moderators excepted, who need no subscription to look after the place. The database applies the same rule again
 * (app.community_can_read() in the policies), so a route that forgot would still show nothing.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ moderators: readonly string[] }> = async (
  app,
  { moderators },
) => {
  const db = () => app.database.db;
  const me = (request: FastifyRequest) => callerOf(request).userId;
  await syncModeratorsWhenReachable(app, moderators);
  registerCommunityLive(app);

  app.get(
    '/community',
    { schema: { response: { 200: communityOverviewSchema, ...errors } } },
    async (request) => service.overview(db(), me(request), standingOf(request).isModerator),
  );
  app.get(
    '/community/channels/:slug/messages',
    {
      schema: {
        params: channelParamsSchema,
        querystring: communityMessagesQuerySchema,
        response: { 200: communityMessagePageSchema, ...errors },
      },
    },
    async (request) =>
      service.listMessages(db(), me(request), request.params.slug, request.query.cursor),
  );
  app.post(
    '/community/channels/:slug/messages',
    {
      config: { idempotent: true },
      schema: {
        params: channelParamsSchema,
        body: postCommunityMessageSchema,
        response: { 200: communityMessageSchema, 201: communityMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const posted = await service.postMessage(
        db(),
        me(request),
        request.params.slug,
        request.body,
      );
      if (posted.created) {
        await publishToChannel(
          app,
          posted.message.channelId,
          'community.message.created',
          posted.message.id,
        );
      }
      return reply.code(posted.created ? 201 : 200).send(posted.message);
    },
  );
  app.post(
    '/community/channels/:slug/read',
    {
      schema: {
        params: channelParamsSchema,
        body: communityMarkReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.markRead(db(), me(request), request.params.slug, request.body.messageId);
      return reply.code(204).send(null);
    },
  );
  // Every change to a channel message is one event: readers refetch it as themselves.
  registerMessageChangeRoutes(app, {
    path: '/community/messages',
    schemas: {
      params: communityIdParamsSchema,
      edit: editCommunityMessageSchema,
      react: communityReactSchema,
      message: communityMessageSchema,
      errors,
    },
    edit: (caller, id, body) => service.editMessage(db(), caller, id, body),
    remove: (caller, id) => service.deleteMessage(db(), caller, id),
    react: (caller, id, emoji, active) => service.react(db(), caller, id, emoji, active),
    changed: (message) =>
      publishToChannel(app, message.channelId, 'community.message.updated', message.id),
  });
  registerCreatingPost(app, {
    url: '/community/messages/:id/reports',
    schema: {
      params: communityIdParamsSchema,
      body: reportMessageSchema,
      created: idAnswer,
      errors,
    },
    make: (userId, id, body) => service.report(db(), userId, id, body),
  });

  const moderationRoutes: FastifyPluginCallbackZod = (moderation, _options, done) => {
    moderation.get(
      '/community/moderation/reports',
      {
        schema: { querystring: reportsQuerySchema, response: { 200: reportListSchema, ...errors } },
      },
      async (request) => service.listReports(db(), me(request), request.query.status),
    );
    moderation.post(
      '/community/moderation/reports/:id/dismiss',
      { schema: { params: communityIdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.dismissReport(db(), me(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    moderation.post(
      '/community/moderation/messages/:id/remove',
      {
        schema: {
          params: communityIdParamsSchema,
          body: removeMessageSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { channelId } = await service.removeMessage(
          db(),
          me(request),
          request.params.id,
          request.body.reason || null,
        );
        if (channelId) {
          await publishToChannel(app, channelId, 'community.message.updated', request.params.id);
        }
        return reply.code(204).send(null);
      },
    );
    moderation.get(
      '/community/moderation/bans',
      { schema: { response: { 200: banListSchema, ...errors } } },
      async (request) => service.listBans(db(), me(request)),
    );
    moderation.put(
      '/community/moderation/bans/:userId',
      {
        schema: {
          params: communityUserParamsSchema,
          body: banSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const channels = await service.ban(
          db(),
          me(request),
          request.params.userId,
          request.body.reason || null,
        );
        await dropFromChannels(app, channels, request.params.userId);
        return reply.code(204).send(null);
      },
    );
    moderation.delete(
      '/community/moderation/bans/:userId',
      { schema: { params: communityUserParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.unban(db(), me(request), request.params.userId);
        return reply.code(204).send(null);
      },
    );
    moderation.get(
      '/community/moderation/log',
      { schema: { response: { 200: logListSchema, ...errors } } },
      async (request) => service.listLog(db(), me(request)),
    );
    done();
  };
  // Refused by the access step for anyone not named in COMMUNITY_MODERATORS; the database
  // functions refuse them again (WM001), whatever a route does.
  await app.register(withAccess({ moderation: 'moderator' }, moderationRoutes));
};

const moderatorRetryMs = 30_000;

/**
 * COMMUNITY_MODERATORS into the database before the routes serve. A database that cannot be
 * reached must not stop the server from starting (health answers 503 meanwhile): the copy is
 * tried again every 30 s until it lands, and until then nobody is a moderator.
 */
async function syncModeratorsWhenReachable(app: FastifyInstance, moderators: readonly string[]) {
  let retry: NodeJS.Timeout | undefined;
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(retry);
    done();
  });
  const attempt = async (): Promise<void> => {
    try {
      await service.syncModerators(app.database.db, moderators);
    } catch (error) {
      app.log.warn({ err: error }, 'Community moderators not saved yet; trying again in 30 s');
      retry = setTimeout(() => void attempt(), moderatorRetryMs);
      retry.unref();
    }
  };
  await attempt();
}
