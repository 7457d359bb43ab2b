import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { clientAddressHeader } from '@/features/sessions/client-address';
import { describeDevice, locationFromHeaders } from '@/features/sessions/device';
import { insertActiveSession } from '@/features/sessions/queries';

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
 */
export async function recordActiveSession(
  db: AppDatabase,
  session: CreatedSession,
  headers: Headers | undefined,
): Promise<void> {
  const { deviceType, deviceName } = describeDevice(
    headers?.get('user-agent') ?? session.userAgent,
  );
  const ipAddress = headers?.get(clientAddressHeader) ?? session.ipAddress ?? null;
  await withUser(db, session.userId, (tx) =>
    insertActiveSession(tx, {
      userId: session.userId,
      sessionId: session.id,
      deviceType,
      deviceName,
      ipAddress: ipAddress || null,
      location: locationFromHeaders(headers),
    }),
  );
}
