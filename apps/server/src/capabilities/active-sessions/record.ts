import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { clientAddressHeader } from '@/lib/client-address';
import { describeDevice, locationFromHeaders } from '@/capabilities/active-sessions/device';
import { recordNotifications } from '@/capabilities/notification-records/record';
import {
  insertActiveSessions,
  type NewActiveSession,
} from '@/capabilities/active-sessions/queries';
import {
  deviceCookieOf,
  noteSignIn,
  type NewDeviceAlert,
} from '@/capabilities/sign-in-alerts/service';

export interface CreatedSession {
  id: string;
  userId: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/**
 * The device row of a session better-auth just created (sign-in, OAuth, password change).
 * better-auth calls this after its transaction committed, so the session row exists; the
 * profile does too (sign-up makes it, and an OAuth sign-up's account hook makes it first).
 *
 * A failure is logged, not thrown: the session is already committed, and a sign-in that
 * answered 500 over its device row would leave a live session behind a cookie never sent.
 * The next read of the list writes the missing row (service.ts).
 */
export async function recordActiveSession(
  db: AppDatabase,
  session: CreatedSession,
  headers: Headers | undefined,
  logger: FastifyBaseLogger,
  /** A sign-in from a device the account has not seen (issue 19): mail its alert. */
  onNewDevice?: (alert: NewDeviceAlert) => Promise<void>,
): Promise<void> {
  let alert: NewDeviceAlert | null = null;
  try {
    alert = await insertDeviceRow(db, session, headers);
  } catch (error) {
    logger.error({ err: error, sessionId: session.id }, 'Could not record the new session');
  }
  if (!alert || !onNewDevice) return;
  try {
    await onNewDevice(alert);
  } catch (error) {
    logger.error({ err: error, alertId: alert.id }, 'Could not mail the sign-in alert');
  }
}

async function insertDeviceRow(
  db: AppDatabase,
  session: CreatedSession,
  headers: Headers | undefined,
): Promise<NewDeviceAlert | null> {
  const row = deviceRow(session, headers);
  return withUser(db, session.userId, async (tx) => {
    await insertActiveSessions(tx, [row]);
    // Issue 19: a device (browser family, system and device cookie) the account has not
    // seen before gets a notification here and a mail with "This wasn't me" after the commit,
    // whether or not the account is signed in elsewhere.
    const alert = await noteSignIn(tx, {
      userId: session.userId,
      sessionId: session.id,
      deviceName: row.deviceName ?? 'Unknown device',
      userAgent: headers?.get('user-agent') ?? session.userAgent ?? null,
      deviceCookie: deviceCookieOf(headers?.get('cookie')),
      ipAddress: row.ipAddress ?? null,
      location: row.location ?? null,
    });
    if (alert) {
      await recordNotifications(tx, [
        {
          recipientId: session.userId,
          actorId: null,
          kind: 'newSignIn',
          subject: { type: 'session', id: session.id },
          excerpt: row.deviceName ?? undefined,
        },
      ]);
    }
    return alert;
  });
}

/**
 * What a session's row says about its device: from the request that created it when there
 * is one, else from what better-auth stored with the session (no country then).
 */
export function deviceRow(session: CreatedSession, headers?: Headers): NewActiveSession {
  const { deviceType, deviceName } = describeDevice(
    headers?.get('user-agent') ?? session.userAgent,
  );
  const ipAddress = headers?.get(clientAddressHeader) ?? session.ipAddress ?? null;
  return {
    userId: session.userId,
    sessionId: session.id,
    deviceType,
    deviceName,
    ipAddress: displayAddress(ipAddress),
    location: locationFromHeaders(headers),
  };
}

/** Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d; people know them as a.b.c.d. */
function displayAddress(address: string | null): string | null {
  if (!address) return null;
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice('::ffff:'.length) : address;
}
