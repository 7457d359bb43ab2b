import {
  nextWebhookRetryDelay,
  shouldDisableWebhook,
  webhookDisableAfterHours,
} from '@waymark/shared/webhooks/retry-schedule';
import type { AppDatabase } from '@/db/client';
import { getStatus } from '@/capabilities/subscriptions/status';
import { recipientLocale, webhookDisabledMessage, type Mailer } from '@/capabilities/mail/service';
import type { JobQueue } from '@/jobs/job-queue';
import { webhookJobs } from '@/capabilities/webhook-outbox/outbox';
import {
  claimDelivery,
  disableFailingEndpoint,
  dropDelivery,
  dueDeliveryIds,
  markEndpointFailing,
  markEndpointHealthy,
  recordAttempt,
  type ClaimedDelivery,
} from '@/features/webhooks/queries';
import { isDelivered, sendWebhook, type SendResult } from '@/features/webhooks/sender';
import { webhookHeaders } from '@/capabilities/webhook-outbox/signature';

export interface DeliveryDeps {
  db: AppDatabase;
  allowPrivateTargets: boolean;
  /** Where retries are queued; without it (tests) the sweeper or a direct call picks them up. */
  queue?: JobQueue | undefined;
  mailer: () => Promise<Mailer>;
  publicUrl: string;
  productName: string;
  now?: () => Date;
  random?: () => number;
  timeoutMs?: number;
}

/** Long enough for one attempt (time-out included); a worker that dies frees the message after it. */
const LEASE_SECONDS = 60;
/** Messages the sweeper hands to the queue per run. */
const SWEEP_BATCH = 500;
const SWEEP_GRACE_MS = 30_000;

const toDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The secrets that sign now: the current one, and a rotated-out one for its last day. */
function signingSecrets(delivery: ClaimedDelivery, now: Date): string[] {
  const previousUntil = toDate(delivery.previous_secret_expires_at);
  return delivery.previous_secret && previousUntil && previousUntil.getTime() > now.getTime()
    ? [delivery.secret, delivery.previous_secret]
    : [delivery.secret];
}

export type AttemptOutcome = 'skipped' | 'succeeded' | 'retrying' | 'failed' | 'dropped';

/**
 * One attempt of one message (the `webhooks.deliver` job): claims it if it is due, signs it with
 * a fresh timestamp, POSTs it, and records the answer. A failure schedules the next attempt by
 * the retry schedule (exponential with jitter, about three days); an endpoint failing for
 * 72 hours without a success is switched off and its owner gets a mail.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
): Promise<AttemptOutcome> {
  const now = deps.now?.() ?? new Date();
  const delivery = await claimDelivery(deps.db, deliveryId, now, LEASE_SECONDS);
  if (!delivery) return 'skipped';
  if (!delivery.enabled) {
    await dropDelivery(deps.db, deliveryId, 'The endpoint is turned off');
    return 'dropped';
  }
  if (!(await ownerHasAccess(deps.db, delivery.user_id))) {
    await dropDelivery(
      deps.db,
      deliveryId,
      'Webhooks are a Pro feature: the subscription has ended',
    );
    return 'dropped';
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = webhookHeaders(
    signingSecrets(delivery, now),
    delivery.id,
    timestamp,
    delivery.body,
  );
  const result: SendResult = await sendWebhook(delivery.url, headers, delivery.body, {
    allowPrivateTargets: deps.allowPrivateTargets,
    ...(deps.timeoutMs !== undefined && { timeoutMs: deps.timeoutMs }),
  });
  const attempt = delivery.attempts + 1;
  const at = deps.now?.() ?? new Date();
  const common = {
    at,
    responseStatus: result.status,
    excerpt: result.excerpt || null,
    durationMs: result.durationMs,
  };
  if (isDelivered(result.status)) {
    await recordAttempt(deps.db, deliveryId, {
      ...common,
      status: 'succeeded',
      nextAttemptAt: null,
    });
    await markEndpointHealthy(deps.db, delivery.endpoint_id);
    return 'succeeded';
  }
  const failingSince = await markEndpointFailing(deps.db, delivery.endpoint_id, at);
  const delay = nextWebhookRetryDelay(attempt, deps.random?.() ?? Math.random());
  if (shouldDisableWebhook(failingSince, at)) {
    await recordAttempt(deps.db, deliveryId, { ...common, status: 'failed', nextAttemptAt: null });
    await disableAndTell(deps, delivery.endpoint_id);
    return 'failed';
  }
  if (delay === null) {
    await recordAttempt(deps.db, deliveryId, { ...common, status: 'failed', nextAttemptAt: null });
    return 'failed';
  }
  const nextAttemptAt = new Date(at.getTime() + delay * 1000);
  await recordAttempt(deps.db, deliveryId, { ...common, status: 'pending', nextAttemptAt });
  await deps.queue?.send(webhookJobs.deliver, { deliveryId }, { startAfterSeconds: delay });
  return 'retrying';
}

/** Webhooks are Pro: the owner's access now, failing open as the paywall does (spec §4). */
async function ownerHasAccess(db: AppDatabase, userId: string): Promise<boolean> {
  try {
    return (await getStatus(db, userId)).hasAccess;
  } catch {
    return true;
  }
}

async function disableAndTell(deps: DeliveryDeps, endpointId: string): Promise<void> {
  const disabled = await disableFailingEndpoint(deps.db, endpointId);
  if (!disabled) return;
  const mailer = await deps.mailer();
  await mailer.send(
    webhookDisabledMessage({
      productName: deps.productName,
      to: disabled.email,
      name: disabled.name,
      endpointUrl: disabled.url,
      hours: webhookDisableAfterHours,
      url: `${deps.publicUrl}/settings/security`,
      locale: await recipientLocale(deps.db, disabled.user_id),
    }),
  );
}

/**
 * Hands due messages whose job never ran to the queue (sent while the queue was off, a retry
 * lost with a crash); the claim in attemptDelivery keeps a message from being sent twice at once.
 */
export async function sweepDueDeliveries(deps: DeliveryDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  // A message due a moment ago most likely has its job about to run: leave it to that job.
  const ids = await dueDeliveryIds(deps.db, new Date(now.getTime() - SWEEP_GRACE_MS), SWEEP_BATCH);
  for (const deliveryId of ids) {
    if (deps.queue) await deps.queue.send(webhookJobs.deliver, { deliveryId });
    else await attemptDelivery(deps, deliveryId);
  }
  return ids.length;
}
