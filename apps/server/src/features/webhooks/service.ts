import {
  maxWebhookEndpointsPerUser,
  type CreatedWebhookEndpoint,
  type RotatedWebhookSecret,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@waymark/shared/webhooks/contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { assertPublicHost, ForbiddenTargetError } from '@/features/webhooks/address-guard';
import {
  recordWebhookEvent,
  webhookJobs,
  webhookQueue,
} from '@/capabilities/webhook-outbox/outbox';
import { presentDelivery, presentEndpoint } from '@/features/webhooks/presenter';
import {
  countEndpoints,
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  updateEndpoint,
} from '@/features/webhooks/queries';
import { generateWebhookSecret } from '@/capabilities/webhook-outbox/signature';

/**
 * The owner's webhook endpoints (Settings → security); the events features emit in their
 * transactions are capabilities/webhook-outbox/events.ts.
 */

export interface WebhookSettings {
  allowPrivateTargets: boolean;
}

/** How long a rotated-out secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;
/** The delivery log shows an endpoint's latest messages. */
export const DELIVERY_LOG_SIZE = 50;

const endpointNotFound = () => new AppError('NOT_FOUND', 'No such webhook endpoint');
const urlProblem = (message: string) =>
  new AppError('VALIDATION_FAILED', `url: ${message}`, { details: [{ path: 'url', message }] });

/**
 * Refuses a URL whose host resolves to a loopback, private, link-local or otherwise internal
 * address (SSRF), unless the installation allows them; checked again at every delivery.
 */
async function checkTarget(url: string, settings: WebhookSettings): Promise<void> {
  if (settings.allowPrivateTargets) return;
  const { hostname } = new URL(url);
  try {
    await assertPublicHost(hostname);
  } catch (error) {
    if (error instanceof ForbiddenTargetError) {
      throw urlProblem(`Webhooks cannot be sent to ${hostname}: it is not a public address`);
    }
    throw urlProblem(`The host ${hostname} could not be found`);
  }
}

export async function listWebhookEndpoints(
  db: AppDatabase,
  userId: string,
): Promise<WebhookEndpoint[]> {
  const rows = await withUser(db, userId, (tx) => listEndpoints(tx));
  const now = new Date();
  return rows.map((row) => presentEndpoint(row, now));
}

export async function createWebhookEndpoint(
  db: AppDatabase,
  userId: string,
  input: { url: string; description: string; event_types: WebhookEventType[] },
  settings: WebhookSettings,
): Promise<CreatedWebhookEndpoint> {
  await checkTarget(input.url, settings);
  const secret = generateWebhookSecret();
  const row = await withUser(db, userId, async (tx) => {
    if ((await countEndpoints(tx)) >= maxWebhookEndpointsPerUser) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${maxWebhookEndpointsPerUser} webhook endpoints: delete one first`,
      );
    }
    return insertEndpoint(tx, {
      userId,
      url: input.url,
      description: input.description,
      eventTypes: input.event_types,
      secret,
    });
  });
  return { ...presentEndpoint(row), secret };
}

export async function updateWebhookEndpoint(
  db: AppDatabase,
  userId: string,
  id: string,
  input: {
    url?: string | undefined;
    description?: string | undefined;
    event_types?: WebhookEventType[] | undefined;
    enabled?: boolean | undefined;
  },
  settings: WebhookSettings,
): Promise<WebhookEndpoint> {
  if (input.url !== undefined) await checkTarget(input.url, settings);
  const row = await withUser(db, userId, async (tx) => {
    const current = await findEndpoint(tx, id);
    if (!current) throw endpointNotFound();
    return updateEndpoint(tx, id, {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.event_types !== undefined && { eventTypes: input.event_types }),
      ...(input.enabled === true && { enabled: true, disabledReason: null, failingSince: null }),
      ...(input.enabled === false &&
        current.enabled && { enabled: false, disabledReason: 'manual' }),
    });
  });
  if (!row) throw endpointNotFound();
  return presentEndpoint(row);
}

export async function deleteWebhookEndpoint(db: AppDatabase, userId: string, id: string) {
  const deleted = await withUser(db, userId, (tx) => deleteEndpoint(tx, id));
  if (!deleted) throw endpointNotFound();
}

/**
 * A new secret; the current one keeps signing for 24 hours (both signatures are sent), so
 * receivers can switch without missing a message. A second rotation within the day drops the
 * oldest secret at once.
 */
export async function rotateWebhookSecret(
  db: AppDatabase,
  userId: string,
  id: string,
  now = new Date(),
): Promise<RotatedWebhookSecret> {
  const secret = generateWebhookSecret();
  const expiresAt = new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600 * 1000);
  const row = await withUser(db, userId, async (tx) => {
    const current = await findEndpoint(tx, id);
    if (!current) throw endpointNotFound();
    return updateEndpoint(tx, id, {
      secret,
      previousSecret: current.secret,
      previousSecretExpiresAt: expiresAt,
    });
  });
  if (!row) throw endpointNotFound();
  return { secret, previous_secret_expires_at: expiresAt.toISOString() };
}

export async function listWebhookDeliveries(
  db: AppDatabase,
  userId: string,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const rows = await withUser(db, userId, async (tx) => {
    if (!(await findEndpoint(tx, endpointId))) throw endpointNotFound();
    return listDeliveries(tx, endpointId, DELIVERY_LOG_SIZE);
  });
  return rows.map(presentDelivery);
}

/** Sends a `webhook.test` message to one endpoint, whatever it subscribes to. */
export async function sendTestWebhook(
  db: AppDatabase,
  userId: string,
  endpointId: string,
): Promise<WebhookDelivery> {
  const rows = await withUser(db, userId, async (tx) => {
    const endpoint = await findEndpoint(tx, endpointId);
    if (!endpoint) throw endpointNotFound();
    if (!endpoint.enabled) {
      throw new AppError('CONFLICT', 'Turn the endpoint on before sending it a test event');
    }
    const [id] = await recordWebhookEvent(
      tx,
      { type: 'webhook.test', ownerId: userId, data: { endpoint_id: endpointId } },
      { endpointIds: [endpointId] },
    );
    return id ? listDeliveries(tx, endpointId, 1) : [];
  });
  const [row] = rows;
  if (!row) throw endpointNotFound();
  return presentDelivery(row);
}

/**
 * Sends a message again (same id and body, so receivers that already have it drop it), now,
 * on top of its attempts so far. Its endpoint must be on.
 */
export async function redeliverWebhook(
  db: AppDatabase,
  userId: string,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDelivery> {
  const row = await withUser(db, userId, async (tx) => {
    const updated = await requeueDelivery(tx, deliveryId, now);
    if (!updated) throw new AppError('NOT_FOUND', 'No such delivery');
    const endpoint = await findEndpoint(tx, updated.endpointId);
    if (!endpoint?.enabled) {
      throw new AppError('CONFLICT', 'Turn the endpoint on before redelivering its messages');
    }
    const queue = webhookQueue();
    if (queue) await queue.sendInTransaction(tx, webhookJobs.deliver, { deliveryId });
    return updated;
  });
  return presentDelivery(row);
}
