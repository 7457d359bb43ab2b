import { z } from 'zod';
import { userText } from '../text';

/**
 * Outgoing webhooks (issue 18): endpoints a person registers in Settings → security, the
 * events they subscribe to, and the log of what was delivered. Requests are signed per
 * Standard Webhooks (docs/ARCHITECTURE.md, "Webhooks").
 *
 *   GET    /api/webhooks                              → webhookEndpointListSchema
 *   POST   /api/webhooks                              createWebhookEndpointSchema → 201 createdWebhookEndpointSchema
 *   PATCH  /api/webhooks/:id                          updateWebhookEndpointSchema → webhookEndpointSchema
 *   DELETE /api/webhooks/:id                          → 204
 *   POST   /api/webhooks/:id/rotate-secret            → rotatedWebhookSecretSchema
 *   POST   /api/webhooks/:id/test                     → 202 webhookDeliverySchema (a ping)
 *   GET    /api/webhooks/:id/deliveries               → webhookDeliveryListSchema
 *   POST   /api/webhooks/deliveries/:id/redeliver     → 202 webhookDeliverySchema
 */
export const webhooksApi = {
  endpoints: '/api/webhooks',
  endpoint: (id: string) => `/api/webhooks/${encodeURIComponent(id)}`,
  rotateSecret: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/rotate-secret`,
  test: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/test`,
  deliveries: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/deliveries`,
  redeliver: (id: string) => `/api/webhooks/deliveries/${encodeURIComponent(id)}/redeliver`,
} as const;

/** What can be subscribed to; `message.received` is fired by chat. `webhook.test` is the ping. */
export const webhookEventTypes = [
  'journey.created',
  'journey.updated',
  'journey.completed',
  'step.completed',
  'follower.new',
  'comment.created',
  'message.received',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export type WebhookDeliveryEventType = WebhookEventType | 'webhook.test';

export const webhookEventTypeSchema = z.enum(webhookEventTypes, {
  error: `Each event type is one of ${webhookEventTypes.join(', ')}`,
});

export const webhookDescriptionMaxLength = 200;
export const webhookUrlMaxLength = 2000;
/** Endpoints per person: plenty for integrations, few enough to review. */
export const maxWebhookEndpointsPerUser = 10;

/** https anywhere; http is accepted too, for receivers behind a trusted proxy and local tests. */
export const webhookUrlSchema = z
  .string({ error: 'Enter the URL that receives the events' })
  .trim()
  .min(1, { error: 'Enter the URL that receives the events' })
  .max(webhookUrlMaxLength, { error: `The URL can be at most ${webhookUrlMaxLength} characters` })
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: 'Enter a full http:// or https:// URL',
    }),
  )
  .refine((url) => !/^[a-z]+:\/\/[^/]*@/i.test(url), {
    error: 'The URL must not contain a user name or password',
  });

const descriptionSchema = userText({ error: 'The description must be text' })
  .trim()
  .max(webhookDescriptionMaxLength, {
    error: `The description can be at most ${webhookDescriptionMaxLength} characters`,
  });

const eventTypesSchema = z
  .array(webhookEventTypeSchema)
  .min(1, { error: 'Choose at least one event' })
  .max(webhookEventTypes.length, { error: 'Too many event types' })
  .transform((types) => webhookEventTypes.filter((type) => types.includes(type)));

export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  description: descriptionSchema.default(''),
  event_types: eventTypesSchema,
});
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z
  .object({
    url: webhookUrlSchema,
    description: descriptionSchema,
    event_types: eventTypesSchema,
    /** Turning an endpoint back on after it was disabled for failing clears its failure count. */
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Change at least one field' });
export type UpdateWebhookEndpoint = z.input<typeof updateWebhookEndpointSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off: null while enabled, 'failing' after sustained failure, 'manual' when switched off. */
  disabled_reason: z.enum(['failing', 'manual']).nullable(),
  /** Since when every delivery failed (null: the last one succeeded). */
  failing_since: isoDate.nullable(),
  /** The start of the secret, to tell endpoints apart (`whsec_ab12…`). */
  secret_hint: z.string(),
  /** Set while a rotated-out secret still signs (24 h after rotation). */
  previous_secret_expires_at: isoDate.nullable(),
  created_at: isoDate,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creating an endpoint answers its secret: the only time it leaves the server, with rotation. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const rotatedWebhookSecretSchema = z.object({
  secret: z.string(),
  previous_secret_expires_at: isoDate,
});
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  /** The message id, also sent as `webhook-id`: the same across retries and redeliveries. */
  id: z.string(),
  endpoint_id: z.uuid(),
  event_type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** The JSON body sent (the same bytes on every attempt). */
  request_body: z.string(),
  response_status: z.number().int().nullable(),
  /** The start of the receiver's answer, or why no answer came (refused address, time-out). */
  response_excerpt: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  last_attempt_at: isoDate.nullable(),
  next_attempt_at: isoDate.nullable(),
  created_at: isoDate,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});

export const webhookDeliveryIdParamsSchema = z.object({
  id: z.string().regex(/^msg_[0-9A-Za-z]{20,40}$/, { error: 'id must be a delivery id (msg_…)' }),
});
