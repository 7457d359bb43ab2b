import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';
import { getStatus } from '@/capabilities/subscriptions/status';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string): boolean => readMethods.has(method);

/**
 * The paywall on the server (spec §4 access rule, issue 13 hole 5): 402 SUBSCRIPTION_REQUIRED
 * to a signed-in caller without access. The decision is the same pure rule the web's billing
 * gate reads through GET /api/billing/status (`getStatus` → shared access rule), taken once per
 * request and never kept longer: a subscription bought a second ago counts.
 */
export async function requirePaidAccess(
  db: AppDatabase,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  let hasAccess: boolean;
  try {
    hasAccess = (await getStatus(db, userId)).hasAccess;
  } catch (error) {
    // Spec §4: "any error in the status check grants access".
    request.log.warn({ err: error }, 'subscription check failed; access granted');
    hasAccess = true;
  }
  if (!hasAccess) throw new AppError('SUBSCRIPTION_REQUIRED');
}
