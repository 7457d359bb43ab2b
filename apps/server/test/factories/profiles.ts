import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@/db/client';
import { profiles } from '@/db/tables/profiles';
import { nextSequence } from './sequence';
import { createAccountRow } from './users';

export type NewProfile = typeof profiles.$inferInsert;

/**
 * Inserts a profile (and the account row it belongs to) as the connection's own role,
 * outside withUser(): the test superuser bypasses row-level security, as seeding must.
 */
export async function createProfile(db: AppDatabase, overrides: Partial<NewProfile> = {}) {
  const sequence = nextSequence();
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
