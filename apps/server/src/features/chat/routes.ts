import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  addMembersSchema,
  answerRequestSchema,
  conversationDetailSchema,
  conversationIdParamsSchema,
  conversationPageSchema,
  conversationsQuerySchema,
  createConversationSchema,
  editMessageSchema,
  markReadSchema,
  memberParamsSchema,
  messageIdParamsSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  reactSchema,
  sendMessageSchema,
  setRoleSchema,
  unreadCountsSchema,
  updateConversationSchema,
  updateMembershipSchema,
} from '@waymark/shared/chat/contracts';
import {
  dropListener,
  messageRef,
  publishSent,
  publishToConversation,
  publishUnread,
  registerChatLive,
} from '@/features/chat/chat-live';
import * as service from '@/features/chat/service';
import { chatAttachmentRoutes } from '@/features/chat/attachment-routes';
import { registerMessageChangeRoutes } from '@/capabilities/messages/routes';
import { errorResponses } from '@/lib/error-responses';
import { callerOf } from '@/plugins/caller';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Chat (issue 17), for signed-in people only (declared signed-in in api-routes.ts). Handlers
 * validate, call the service (one transaction each, as the caller) and, once it committed,
 * tell the realtime floor (chat-live.ts).
 */
export const chatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;
  registerChatLive(app);
  void app.register(chatAttachmentRoutes);

  app.get(
    '/conversations',
    {
      schema: {
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listConversations(db(), me(request), request.query.tab, request.query.cursor),
  );
  app.get(
    '/conversations/unread',
    { schema: { response: { 200: unreadCountsSchema, ...errors } } },
    async (request) => service.unreadCounts(db(), me(request)),
  );
  app.post(
    '/conversations',
    {
      config: { idempotent: true },
      schema: {
        body: createConversationSchema,
        response: { 201: conversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await service.createConversation(db(), me(request), request.body);
      return reply.code(201).send(detail);
    },
  );
  app.get(
    '/conversations/:id',
    {
      schema: {
        params: conversationIdParamsSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => service.getConversation(db(), me(request), request.params.id),
  );
  app.patch(
    '/conversations/:id',
    {
      schema: {
        params: conversationIdParamsSchema,
        body: updateConversationSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await service.updateConversation(
        db(),
        me(request),
        request.params.id,
        request.body,
      );
      await publishToConversation(app, detail.id, 'conversation.updated', {
        conversationId: detail.id,
      });
      return detail;
    },
  );
  app.patch(
    '/conversations/:id/me',
    {
      schema: {
        params: conversationIdParamsSchema,
        body: updateMembershipSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await service.updateMembership(
        db(),
        me(request),
        request.params.id,
        request.body,
      );
      // Hiding receipts changes what everyone sees of mine: they refetch the watermarks.
      if (request.body.hideReceipts !== undefined) {
        await publishToConversation(app, detail.id, 'receipt.moved', { userId: me(request) });
      }
      return detail;
    },
  );
  app.post(
    '/conversations/:id/request',
    {
      schema: {
        params: conversationIdParamsSchema,
        body: answerRequestSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await service.answerRequest(
        db(),
        me(request),
        request.params.id,
        request.body,
      );
      await publishToConversation(app, detail.id, 'member.changed', { userId: me(request) });
      return detail;
    },
  );
  app.post(
    '/conversations/:id/members',
    {
      schema: {
        params: conversationIdParamsSchema,
        body: addMembersSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await service.addMembers(
        db(),
        me(request),
        request.params.id,
        request.body.userIds,
      );
      await publishToConversation(app, detail.id, 'member.changed', {});
      await publishUnread(
        app,
        detail.members
          .filter((member) => request.body.userIds.includes(member.user.id))
          .map((member) => ({ id: member.user.id, requestState: member.requestState })),
        detail.id,
      );
      return detail;
    },
  );
  app.delete(
    '/conversations/:id/members/:userId',
    {
      schema: {
        params: memberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await service.removeMember(db(), me(request), id, userId);
      await dropListener(app, id, userId, userId === me(request) ? 'left' : 'removed');
      await publishToConversation(app, id, 'member.changed', { userId });
      return reply.code(204).send(null);
    },
  );
  app.put(
    '/conversations/:id/members/:userId/role',
    {
      schema: {
        params: memberParamsSchema,
        body: setRoleSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const detail = await service.setRole(db(), me(request), id, userId, request.body.role);
      await publishToConversation(app, id, 'member.changed', { userId });
      return detail;
    },
  );
  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        params: conversationIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) =>
      service.listMessages(
        db(),
        me(request),
        request.params.id,
        request.query.cursor,
        request.query.q,
      ),
  );
  app.post(
    '/conversations/:id/messages',
    {
      config: { idempotent: true },
      schema: {
        params: conversationIdParamsSchema,
        body: sendMessageSchema,
        response: { 200: messageSchema, 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await service.sendMessage(db(), me(request), request.params.id, request.body);
      if (sent.created) await publishSent(app, sent.message, sent.members);
      // 200 for a resend of a message already stored, so the client knows nothing new happened.
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );
  app.post(
    '/conversations/:id/read',
    {
      schema: {
        params: conversationIdParamsSchema,
        body: markReadSchema,
        response: { 200: unreadCountsSchema, ...errors },
      },
    },
    async (request) => {
      const counts = await service.markRead(
        db(),
        me(request),
        request.params.id,
        request.body.messageId,
      );
      await publishToConversation(app, request.params.id, 'receipt.moved', {
        userId: me(request),
        messageId: request.body.messageId,
      });
      await publishUnread(app, [{ id: me(request), requestState: 'accepted' }], request.params.id);
      return counts;
    },
  );
  // Chat tells the conversation which change it was; members refetch what they may read.
  const changeEvents = {
    edited: 'message.updated',
    deleted: 'message.deleted',
    reacted: 'reaction.changed',
  } as const;
  registerMessageChangeRoutes(app, {
    path: '/messages',
    schemas: {
      params: messageIdParamsSchema,
      edit: editMessageSchema,
      react: reactSchema,
      message: messageSchema,
      errors,
    },
    edit: (caller, id, body) => service.editMessage(db(), caller, id, body),
    remove: (caller, id) => service.deleteMessage(db(), caller, id),
    react: (caller, id, emoji, active) => service.react(db(), caller, id, emoji, active),
    changed: (message, change) =>
      publishToConversation(app, message.conversationId, changeEvents[change], messageRef(message)),
  });
  done();
};
