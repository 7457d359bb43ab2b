import type { AppTransaction } from '@/db/client';
import { supportTickets } from '@/db/tables/support';

export type NewSupportTicket = typeof supportTickets.$inferInsert & { id: string; createdAt: Date };

/**
 * Under withUser(): the policy lets a person file only as themselves (a visitor as nobody).
 * No RETURNING: a visitor may not read tickets back, so the id and time come from the caller.
 */
export async function insertSupportTicket(
  tx: AppTransaction,
  ticket: NewSupportTicket,
): Promise<void> {
  await tx.insert(supportTickets).values(ticket);
}
