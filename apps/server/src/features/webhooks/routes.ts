import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryIdParamsSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookIdParamsSchema,
} from '@waymark/shared/webhooks/contracts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
  type WebhookSettings,
} from '@/features/webhooks/service';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

const errors = {
  ...errorResponses(400, 401, 402, 403, 404, 409),
};

/**
 * The signed-in person's outgoing webhook endpoints (Settings → security) and their delivery
 * log. Adding, changing, testing and redelivering are Pro (the access rule); listing and
 * deleting stay open, so a lapsed subscriber can still see and remove what they set up.
 */
export const webhookRoutes: FastifyPluginCallbackZod<{ settings: WebhookSettings }> = (
  app,
  { settings },
  done,
) => {
  const tags = ['Webhooks'];
  const db = app.database.db;

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'List your webhook endpoints',
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async (request) => ({ endpoints: await listWebhookEndpoints(db, callerOf(request).userId) }),
  );

  app.post(
    '/webhooks',
    {
      config: { access: { paid: 'writes' }, idempotent: true },
      schema: {
        tags,
        summary: 'Add a webhook endpoint (its signing secret is returned once)',
        body: createWebhookEndpointSchema,
        response: { 201: createdWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createWebhookEndpoint(
        db,
        callerOf(request).userId,
        request.body,
        settings,
      );
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { access: { paid: 'writes' } },
      schema: {
        tags,
        summary: 'Change a webhook endpoint, or turn it on or off',
        params: webhookIdParamsSchema,
        body: updateWebhookEndpointSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) =>
      updateWebhookEndpoint(
        db,
        callerOf(request).userId,
        request.params.id,
        request.body,
        settings,
      ),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its delivery log',
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config: { access: { paid: 'writes' } },
      schema: {
        tags,
        summary: 'Rotate the signing secret (the old one keeps signing for 24 hours)',
        params: webhookIdParamsSchema,
        response: { 200: rotatedWebhookSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rotated = await rotateWebhookSecret(db, callerOf(request).userId, request.params.id);
      return reply.header('cache-control', 'no-store').send(rotated);
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { access: { paid: 'writes' }, idempotent: true },
      schema: {
        tags,
        summary: 'Send a webhook.test event to the endpoint',
        params: webhookIdParamsSchema,
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await sendTestWebhook(db, callerOf(request).userId, request.params.id)),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'The endpoint’s latest deliveries, newest first',
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => ({
      deliveries: await listWebhookDeliveries(db, callerOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/webhooks/deliveries/:id/redeliver',
    {
      config: { access: { paid: 'writes' }, idempotent: true },
      schema: {
        tags,
        summary: 'Send a message again now (same id and body)',
        params: webhookDeliveryIdParamsSchema,
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await redeliverWebhook(db, callerOf(request).userId, request.params.id)),
  );
  done();
};
