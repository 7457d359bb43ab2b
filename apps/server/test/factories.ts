import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@/db/client';
import { profiles } from '@/db/schema';

export type NewProfile = typeof profiles.$inferInsert;

let sequence = 0;

/**
 * Inserts a profile as the connection's own role, outside withUser(): the test
 * superuser bypasses row-level security, as seeding must.
 */
export async function createProfile(db: AppDatabase, overrides: Partial<NewProfile> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(profiles)
    .values({
      id: randomUUID(),
      username: `user_${sequence}_${randomUUID().slice(0, 8)}`,
      fullName: `Test User ${sequence}`,
      bio: 'Keeps journeys.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createProfile inserted nothing');
  return row;
}
