import { desc, eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { authFactors } from '@/db/tables/factors';
import { uploads } from '@/db/tables/files';
import { activeSessions } from '@/db/tables/sessions';
import { supportTickets } from '@/db/tables/support';

// Under withUser(): row-level security keeps each list to the caller's own rows. Only
// columns a person may take away are selected: no factor secrets, no storage keys.

export function listOwnSupportTickets(tx: AppTransaction, userId: string) {
  return tx
    .select({
      subject: supportTickets.subject,
      message: supportTickets.message,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt));
}

export function listOwnActiveSessions(tx: AppTransaction, userId: string) {
  return tx
    .select({
      deviceType: activeSessions.deviceType,
      deviceName: activeSessions.deviceName,
      location: activeSessions.location,
      lastActive: activeSessions.lastActive,
      createdAt: activeSessions.createdAt,
    })
    .from(activeSessions)
    .where(eq(activeSessions.userId, userId))
    .orderBy(desc(activeSessions.lastActive));
}

export function listOwnFactors(tx: AppTransaction, userId: string) {
  return tx
    .select({
      friendlyName: authFactors.friendlyName,
      factorType: authFactors.factorType,
      status: authFactors.status,
      createdAt: authFactors.createdAt,
    })
    .from(authFactors)
    .where(eq(authFactors.userId, userId))
    .orderBy(authFactors.createdAt);
}

/** uploads are readable by all (avatars), so the WHERE here is what keeps this one's own. */
export function listOwnUploads(tx: AppTransaction, userId: string) {
  return tx
    .select({
      purpose: uploads.purpose,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(uploads.createdAt);
}
