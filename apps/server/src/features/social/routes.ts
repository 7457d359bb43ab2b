import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@waymark/shared/errors';
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
import { signedInOnly } from '@/plugins/signed-in-only';
import * as actions from '@/features/social/actions';
import { getModerationList, getPendingRequests } from '@/features/social/lists';
import { getFollowList, getProfileView } from '@/features/social/profile-view';
import { requireUserId } from '@/plugins/request-user';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const noContent = { 204: z.null(), ...errors };
const params = profileIdParamsSchema;

/**
 * Follows, connections, blocks, restrictions, mutes and reports (issue 6). Growing one's network
 * (follow, connect, accept) is paid (`app.requireAccess`); undoing it, blocking, restricting,
 * muting and reporting stay free, so nobody has to pay to protect themselves.
 */
export const socialRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  app.get(
    '/profiles/:id/social',
    {
      schema: {
        params,
        querystring: profileViewQuerySchema,
        response: { 200: profileViewSchema, ...errors },
      },
    },
    async (request) => getProfileView(db(), request.userId, request.params.id, request.query.as),
  );

  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/profiles/:id/${side}`,
      {
        onRequest: signedInOnly,
        schema: {
          params,
          querystring: pageQuerySchema,
          response: { 200: cardPageSchema, ...errors },
        },
      },
      async (request) =>
        getFollowList(db(), requireUserId(request), request.params.id, side, request.query.cursor),
    );
  }

  app.put(
    '/profiles/:id/follow',
    {
      onRequest: signedInOnly,
      preValidation: app.requireAccess,
      schema: { params, response: { 200: followResultSchema, ...errors } },
    },
    async (request) => ({
      following: await actions.follow(db(), requireUserId(request), request.params.id),
    }),
  );

  app.delete(
    '/profiles/:id/follow',
    { onRequest: signedInOnly, schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.unfollow(db(), requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/social/requests',
    { onRequest: signedInOnly, schema: { response: { 200: pendingRequestsSchema, ...errors } } },
    async (request) => getPendingRequests(db(), requireUserId(request)),
  );

  app.post(
    '/me/follow-requests/:id/accept',
    {
      onRequest: signedInOnly,
      preValidation: app.requireAccess,
      schema: { params, response: noContent },
    },
    async (request, reply) => {
      await actions.acceptFollower(db(), requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/follow-requests/:id',
    { onRequest: signedInOnly, schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.removeFollower(db(), requireUserId(request), request.params.id, {
        pendingOnly: true,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/followers/:id',
    { onRequest: signedInOnly, schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.removeFollower(db(), requireUserId(request), request.params.id, {
        pendingOnly: false,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profiles/:id/connection',
    {
      onRequest: signedInOnly,
      preValidation: app.requireAccess,
      schema: { params, body: connectionRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await actions.requestConnection(
        db(),
        requireUserId(request),
        request.params.id,
        request.body.connectionType,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profiles/:id/connection/accept',
    {
      onRequest: signedInOnly,
      preValidation: app.requireAccess,
      schema: { params, response: noContent },
    },
    async (request, reply) => {
      await actions.acceptConnection(db(), requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/profiles/:id/connection',
    {
      onRequest: signedInOnly,
      preValidation: app.requireAccess,
      schema: { params, body: connectionRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await actions.changeConnectionType(
        db(),
        requireUserId(request),
        request.params.id,
        request.body.connectionType,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/profiles/:id/connection',
    { onRequest: signedInOnly, schema: { params, response: noContent } },
    async (request, reply) => {
      await actions.removeConnection(db(), requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['block', 'restrict'] as const) {
    app.post(
      `/profiles/:id/${kind}`,
      { onRequest: signedInOnly, schema: { params, response: noContent } },
      async (request, reply) => {
        await actions[kind](db(), requireUserId(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.put(
    '/profiles/:id/mute',
    { onRequest: signedInOnly, schema: { params, body: muteRequestSchema, response: noContent } },
    async (request, reply) => {
      await actions.mute(db(), requireUserId(request), request.params.id, request.body.duration);
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['block', 'restrict', 'mute'] as const) {
    app.delete(
      `/profiles/:id/${kind}`,
      { onRequest: signedInOnly, schema: { params, response: noContent } },
      async (request, reply) => {
        await actions.undo(db(), requireUserId(request), request.params.id, kind);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/profiles/:id/report',
    { onRequest: signedInOnly, schema: { params, body: reportRequestSchema, response: noContent } },
    async (request, reply) => {
      await actions.report(db(), requireUserId(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/social/:kind',
    {
      onRequest: signedInOnly,
      schema: {
        params: moderationKindParamsSchema,
        response: { 200: moderationListSchema, ...errors },
      },
    },
    async (request) => getModerationList(db(), requireUserId(request), request.params.kind),
  );

  done();
};
