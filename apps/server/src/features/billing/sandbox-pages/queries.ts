import { eq } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { sandboxCheckoutSessions } from '@/db/tables/billing';

export type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/** A checkout or portal session by its id, on the privileged connection (the id is the key). */
export async function findSession(db: AppDatabase, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, id))
    .limit(1);
  return row;
}

/** Ends a session as paid or canceled; false when it was no longer there to end. */
export async function closeSession(
  tx: AppTransaction,
  id: string,
  status: 'completed' | 'canceled',
): Promise<boolean> {
  const closed = await tx
    .update(sandboxCheckoutSessions)
    .set({ status })
    .where(eq(sandboxCheckoutSessions.id, id))
    .returning({ id: sandboxCheckoutSessions.id });
  return closed.length > 0;
}
