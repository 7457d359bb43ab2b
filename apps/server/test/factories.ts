import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@/db/client';
import { users } from '@/db/tables/auth';
import { profiles } from '@/db/tables/profiles';

// Signed-in users made through the real sign-up → outbox link → sign-in flow:
// createUser() in test/accounts.ts (it needs an app and a DATA_DIR on disk).

export type NewProfile = typeof profiles.$inferInsert;

let sequence = 0;

/**
 * Inserts a profile as the connection's own role, outside withUser(): the test
 * superuser bypasses row-level security, as seeding must.
 */
export async function createProfile(db: AppDatabase, overrides: Partial<NewProfile> = {}) {
  sequence += 1;
  const id = overrides.id ?? randomUUID();
  // Every profile belongs to an account (profiles.id references users.id).
  await createAccountRow(db, id);
  const [row] = await db
    .insert(profiles)
    .values({
      id,
      username: `user_${sequence}_${randomUUID().slice(0, 8)}`,
      fullName: `Test User ${sequence}`,
      bio: 'Keeps journeys.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createProfile inserted nothing');
  return row;
}

/**
 * A bare verified `users` row, no profile and no password: for tests about data that only
 * needs an account to exist. Tests of the sign-up flow use createUser() in test/accounts.ts.
 */
export async function createAccountRow(db: AppDatabase, id: string = randomUUID()) {
  await db
    .insert(users)
    .values({ id, name: 'Test User', email: `user-${id}@example.com`, emailVerified: true })
    .onConflictDoNothing();
  return id;
}
