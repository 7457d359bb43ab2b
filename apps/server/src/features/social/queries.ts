import { and, eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { profiles } from '@/db/tables/profiles';
import { notBlockedWithViewer } from '@/features/social/block-rule-service';
import { followers } from '@/db/tables/social';

// Every function here runs under withUser(): row-level security applies.

/** The profile row when the policies show it in full to the viewer, else null. */
export async function findReadableProfile(tx: AppTransaction, id: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}

export type RelationshipRow = {
  following_status: 'pending' | 'accepted' | null;
  follower_status: 'pending' | 'accepted' | null;
  connection_asker: string | null;
  connection_type: string | null;
  connection_status: 'pending' | 'accepted' | null;
  blocked_by_me: boolean;
  restricted_by_me: boolean;
  muted: boolean;
  muted_until: string | null;
  followers_count: number | null;
  following_count: number | null;
};

/** How `me` stands to `other`, and `other`'s counts, in one round trip. */
export async function findRelationship(
  tx: AppTransaction,
  me: string,
  other: string,
): Promise<RelationshipRow> {
  const result = await tx.execute<RelationshipRow>(sql`
    select
      (select status from followers where user_id = ${other} and follower_id = ${me}) as following_status,
      (select status from followers where user_id = ${me} and follower_id = ${other}) as follower_status,
      c.user_id as connection_asker, c.connection_type, c.status as connection_status,
      exists (select 1 from blocked_users where user_id = ${me} and blocked_user_id = ${other}) as blocked_by_me,
      exists (select 1 from restricted_users where user_id = ${me} and restricted_user_id = ${other}) as restricted_by_me,
      m.id is not null as muted,
      m.expires_at as muted_until,
      s.followers as followers_count, s.following as following_count
    from (select 1) as one
    left join connections c on (c.user_id = ${me} and c.connected_user_id = ${other})
      or (c.user_id = ${other} and c.connected_user_id = ${me})
    left join muted_users m on m.user_id = ${me} and m.muted_user_id = ${other}
      and (m.expires_at is null or m.expires_at > now())
    left join social_counts s on s.user_id = ${other}
  `);
  const row = result.rows[0];
  if (!row) throw new Error('relationship query returned no row');
  return row;
}

export async function findCounts(tx: AppTransaction, id: string) {
  const result = await tx.execute<{ followers: number; following: number }>(
    sql`select followers, following from social_counts where user_id = ${id}`,
  );
  return result.rows[0] ?? { followers: 0, following: 0 };
}

export type FollowListSide = 'followers' | 'following';

/**
 * One keyset page (newest first) of the accepted followers of `owner`, or of the people
 * `owner` follows, leaving out anyone the viewer and they have blocked between them.
 * `afterRowId` is the followers row that ended the previous page.
 */
export async function findFollowPage(
  tx: AppTransaction,
  owner: string,
  side: FollowListSide,
  afterRowId: string | undefined,
  limit: number,
): Promise<{ rowId: string; personId: string }[]> {
  const ownerColumn = side === 'followers' ? followers.userId : followers.followerId;
  const personColumn = side === 'followers' ? followers.followerId : followers.userId;
  const after = afterRowId
    ? sql`(${followers.createdAt}, ${followers.id}) < (select created_at, id from followers where id = ${afterRowId})`
    : undefined;
  return tx
    .select({ rowId: followers.id, personId: personColumn })
    .from(followers)
    .where(
      and(
        eq(ownerColumn, owner),
        eq(followers.status, 'accepted'),
        after,
        notBlockedWithViewer(personColumn),
      ),
    )
    .orderBy(sql`${followers.createdAt} desc, ${followers.id} desc`)
    .limit(limit);
}

export type JourneyCounts = Partial<Record<'private' | 'followers' | 'public', number>>;

/** The owner's journeys the viewer may see (the journeys policies decide), by visibility. */
export async function findJourneyCounts(
  tx: AppTransaction,
  ownerId: string,
): Promise<JourneyCounts> {
  const result = await tx.execute<{ visibility: keyof JourneyCounts; count: number }>(
    sql`select visibility, count(*)::int as count from journeys
        where owner_id = ${ownerId} and deleted_at is null group by visibility`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.visibility, row.count]));
}
