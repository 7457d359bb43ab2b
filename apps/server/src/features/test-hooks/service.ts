import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';
import { users } from '@/db/tables/auth';
import { profiles } from '@/db/tables/profiles';

/**
 * Moves the caller's account and profile creation `days` back from now, in one transaction.
 * The accounts table has no policies (better-auth owns it), so it is written first with the
 * where clause keeping the write to the caller's own row; the profile row is then written as
 * app_user under row-level security, like withUser() does for any request.
 */
export async function ageOwnAccount(db: AppDatabase, userId: string, days: number): Promise<void> {
  const createdAt = sql`now() - make_interval(days => ${days})`;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ createdAt }).where(eq(users.id, userId));
    await tx.execute(sql`set local role app_user`);
    await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
    await tx.update(profiles).set({ createdAt }).where(eq(profiles.id, userId));
  });
}
