import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';
import { users } from '@/db/tables/auth';
import { profiles } from '@/db/tables/profiles';

// These run on the connection's own role, outside withUser(): the account tables are
// server-internal, and a username must count as taken even on a private profile.

export async function isUsernameTaken(db: AppDatabase, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function findUserById(db: AppDatabase, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
