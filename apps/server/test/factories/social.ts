import type { AppDatabase } from '@/db/client';
import { blockedUsers, connections, followers } from '@/db/tables/social';

// Rows of the social graph inserted as the test superuser: past row-level security and the
// privileged functions (app.social_follow() and friends), as seeding must be. Tests of those
// functions and of the routes make their rows through them instead.

export type NewFollow = typeof followers.$inferInsert;
export type NewBlock = typeof blockedUsers.$inferInsert;
export type NewConnection = typeof connections.$inferInsert;

/** `followerId` follows `userId` (the person followed); accepted unless `status` says. */
export async function createFollow(
  db: AppDatabase,
  overrides: Partial<NewFollow> & Pick<NewFollow, 'userId' | 'followerId'>,
) {
  const [row] = await db
    .insert(followers)
    .values({ status: 'accepted', ...overrides })
    .returning();
  if (!row) throw new Error('createFollow inserted nothing');
  return row;
}

/** `userId` blocks `blockedUserId`. */
export async function createBlock(
  db: AppDatabase,
  values: Pick<NewBlock, 'userId' | 'blockedUserId'>,
) {
  const [row] = await db.insert(blockedUsers).values(values).returning();
  if (!row) throw new Error('createBlock inserted nothing');
  return row;
}

/** `userId` asked `connectedUserId` to connect, as a friend; pending unless `status` says. */
export async function createConnection(
  db: AppDatabase,
  overrides: Partial<NewConnection> & Pick<NewConnection, 'userId' | 'connectedUserId'>,
) {
  const [row] = await db
    .insert(connections)
    .values({ connectionType: 'friend', status: 'pending', ...overrides })
    .returning();
  if (!row) throw new Error('createConnection inserted nothing');
  return row;
}
