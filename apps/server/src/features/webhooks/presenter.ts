import {
  webhookEventTypeSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@waymark/shared/webhooks/contracts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '@/features/webhooks/queries';
import { secretHint } from '@/capabilities/webhook-outbox/signature';

/** An endpoint as its owner sees it: a hint of the secret, never the secret. */
export function presentEndpoint(row: WebhookEndpointRow, now = new Date()): WebhookEndpoint {
  const previousLive =
    row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt.getTime() > now.getTime();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    // Stored by the contract's own enum; a type retired later is simply not shown.
    event_types: row.eventTypes.flatMap((type) => {
      const parsed = webhookEventTypeSchema.safeParse(type);
      return parsed.success ? [parsed.data] : [];
    }),
    enabled: row.enabled,
    disabled_reason:
      row.disabledReason === 'failing' || row.disabledReason === 'manual'
        ? row.disabledReason
        : null,
    failing_since: row.failingSince?.toISOString() ?? null,
    secret_hint: secretHint(row.secret),
    previous_secret_expires_at: previousLive
      ? (row.previousSecretExpiresAt?.toISOString() ?? null)
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

const statusOf = (status: string): WebhookDelivery['status'] =>
  status === 'succeeded' || status === 'failed' ? status : 'pending';

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_type: row.eventType,
    status: statusOf(row.status),
    attempts: row.attempts,
    request_body: row.body,
    response_status: row.responseStatus,
    response_excerpt: row.responseExcerpt,
    duration_ms: row.durationMs,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}
