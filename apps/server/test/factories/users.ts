import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@/db/client';
import { users } from '@/db/tables/auth';

// Signed-in users made through the real sign-up → outbox link → sign-in flow:
// createUser() in test/accounts.ts (it needs an app and a DATA_DIR on disk), or by name
// once per file with lazyUsers() in test/users.ts.

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
