import { z } from 'zod';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { profileIdParamsSchema } from '@waymark/shared/profiles';
import {
  cardPageSchema,
  connectionRequestSchema,
  followResultSchema,
  moderationKindParamsSchema,
  moderationListSchema,
  muteRequestSchema,
  pageQuerySchema,
  pendingRequestsSchema,
  profileViewQuerySchema,
  profileViewSchema,
  reportRequestSchema,
} from '@waymark/shared/social/contracts';
import * as actions from '@/features/social/actions';
import { getModerationList, getPendingRequests } from '@/features/social/lists';
import { getFollowList, getProfileView } from '@/features/social/profile-view';
import { callerOf, viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';
import { applyAccessDefaults, withAccess } from '@/access/declaration';

const errors = errorResponses(400, 401, 402, 404, 409);
const noContent = { 204: z.null(), ...errors };
const params = profileIdParamsSchema;

/**
 * Follows, connections, blocks, restrictions, mutes and reports (issue 6). Growing one's network
 * (follow, connect, accept) is paid (`paid: 'writes'`); undoing it, blocking, restricting,
 * muting and reporting stay free, so nobody has to pay to protect themselves.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  applyAccessDefaults(app, {
    caller: 'anyone',
    paid: 'none',
    token: 'social',
    beforeSecondFactor: 'refused',
  });

  app.get(
    '/profiles/:id/social',
    {
      schema: {
        params,
        querystring: profileViewQuerySchema,
        response: { 200: profileViewSchema, ...errors },
      },
    },
    async (request) => getProfileView(db(), viewerId(request), request.params.id, request.query.as),
  );

  await app.register(withAccess({ caller: 'signed-in' }, networkRoutes));
};

/** A signed-in person's network: follows, connections, requests, blocks, restrictions, mutes, reports. */
const networkRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/profiles/:id/${side}`,
      {
        schema: {
          params,
          querystring: pageQuerySchema,
          response: { 200: cardPageSchema, ...errors },
        },
      },
      async (request) =>
        getFollowList(
          db(),
          callerOf(request).userId,
          request.params.id,
          side,
          request.query.cursor,
        ),
    );
  }

  app.put(
    '/profiles/:id/follow',
    {
      config: { access: { paid: 'writes' } },
      schema: { params, response: { 200: followResultSchema, ...errors } },
    },
    async (request) => ({
      following: await actions.follow(db(), callerOf(request).userId, request.params.id),
    }),
  );

  app.delete(
    '/profiles/:id/follow',
    { schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.unfollow(db(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/social/requests',
    { schema: { response: { 200: pendingRequestsSchema, ...errors } } },
    async (request) => getPendingRequests(db(), callerOf(request).userId),
  );

  app.post(
    '/me/follow-requests/:id/accept',
    {
      config: { access: { paid: 'writes' } },
      schema: { params, response: noContent },
    },
    async (request, reply) => {
      await actions.acceptFollower(db(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/follow-requests/:id',
    { schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.removeFollower(db(), callerOf(request).userId, request.params.id, {
        pendingOnly: true,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/followers/:id',
    { schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.removeFollower(db(), callerOf(request).userId, request.params.id, {
        pendingOnly: false,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profiles/:id/connection',
    {
      // Creates the request (204): a retry with its key is not "already requested".
      config: { access: { paid: 'writes' }, idempotent: true },
      schema: { params, body: connectionRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await actions.requestConnection(
        db(),
        callerOf(request).userId,
        request.params.id,
        request.body.connectionType,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profiles/:id/connection/accept',
    {
      config: { access: { paid: 'writes' } },
      schema: { params, response: noContent },
    },
    async (request, reply) => {
      await actions.acceptConnection(db(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/profiles/:id/connection',
    {
      config: { access: { paid: 'writes' } },
      schema: { params, body: connectionRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await actions.changeConnectionType(
        db(),
        callerOf(request).userId,
        request.params.id,
        request.body.connectionType,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/profiles/:id/connection',
    { schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.removeConnection(db(), callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['block', 'restrict'] as const) {
    app.post(
      `/profiles/:id/${kind}`,
      { schema: { params, response: noContent } },
      async (request, reply) => {
        await actions[kind](db(), callerOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.put(
    '/profiles/:id/mute',
    { schema: { params, body: muteRequestSchema, response: noContent } },
    async (request, reply) => {
      await actions.mute(db(), callerOf(request).userId, request.params.id, request.body.duration);
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['block', 'restrict', 'mute'] as const) {
    app.delete(
      `/profiles/:id/${kind}`,
      { schema: { params, response: noContent } },
      async (request, reply) => {
        await actions.undo(db(), callerOf(request).userId, request.params.id, kind);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/profiles/:id/report',
    {
      config: { idempotent: true },
      schema: { params, body: reportRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await actions.report(db(), callerOf(request).userId, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/social/:kind',
    {
      schema: {
        params: moderationKindParamsSchema,
        response: { 200: moderationListSchema, ...errors },
      },
    },
    async (request) => getModerationList(db(), callerOf(request).userId, request.params.kind),
  );
  done();
};
