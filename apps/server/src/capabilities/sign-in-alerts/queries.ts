import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { knownDevices, signInAlerts } from '@/db/tables/sign-in-alerts';

/** Under withUser: whether the account knows any device yet, and this one. */
export async function deviceFactsOf(tx: AppTransaction, userId: string, fingerprint: string) {
  const result = await tx.execute<{ has_any: boolean; is_known: boolean }>(sql`
    select
      exists (select 1 from ${knownDevices} where user_id = ${userId}) as has_any,
      exists (select 1 from ${knownDevices}
        where user_id = ${userId} and fingerprint = ${fingerprint}) as is_known`);
  const row = result.rows[0];
  return { hasAny: row?.has_any === true, isKnown: row?.is_known === true };
}

/** Under withUser: remembers the device, or marks it seen again. */
export async function rememberDevice(
  tx: AppTransaction,
  row: { userId: string; fingerprint: string; deviceName: string },
) {
  await tx
    .insert(knownDevices)
    .values(row)
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.fingerprint],
      set: { lastSeenAt: sql`now()` },
    });
}

export async function insertSignInAlert(
  tx: AppTransaction,
  row: typeof signInAlerts.$inferInsert,
): Promise<{ id: string; createdAt: Date }> {
  const [inserted] = await tx
    .insert(signInAlerts)
    .values(row)
    .returning({ id: signInAlerts.id, createdAt: signInAlerts.createdAt });
  return inserted!;
}

/**
 * On the privileged connection: the link is followed signed out, so no user decides. The id
 * comes from a token whose signature was checked.
 */
export async function findAlert(db: AppDatabase, id: string) {
  const [row] = await db.select().from(signInAlerts).where(eq(signInAlerts.id, id));
  return row ?? null;
}

/** Marks the alert used, once: a second redeem of the same link finds nothing. */
export async function claimAlert(db: AppDatabase, id: string) {
  const [row] = await db
    .update(signInAlerts)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInAlerts.id, id), isNull(signInAlerts.usedAt)))
    .returning({ userId: signInAlerts.userId, sessionId: signInAlerts.sessionId });
  return row ?? null;
}
