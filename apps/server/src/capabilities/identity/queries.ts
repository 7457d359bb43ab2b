import { sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { profiles } from '@/db/tables/profiles';

export interface NewUserProfile {
  id: string;
  username: string | null;
  fullName: string | null;
  language: string;
}

/**
 * Inside the sign-up transaction. `app.user_id` is set locally so the insert passes the
 * profiles policy even for a connection role that FORCE ROW LEVEL SECURITY binds.
 * A profile already there (an account linked to an existing user) is left alone.
 */
export async function insertProfileForNewUser(
  tx: AppDatabase | AppTransaction,
  profile: NewUserProfile,
): Promise<void> {
  await tx.execute(sql`select set_config('app.user_id', ${profile.id}, true)`);
  await tx.insert(profiles).values(profile).onConflictDoNothing({ target: profiles.id });
}
