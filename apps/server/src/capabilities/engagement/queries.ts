import { sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';

// Runs under withUser(): the policies of activity_cheers and activity_comments decide what
// the viewer may count.

export type EngagementRow = {
  activity_id: string;
  cheer_count: number;
  cheered_by_me: boolean;
  comment_count: number;
};

/**
 * Cheers and comment counts of a page of activities in one query (never one per card): each
 * count is what the caller may see of it under the policies.
 */
export async function engagementOf(
  tx: AppTransaction,
  activityIds: string[],
  viewerId: string | null,
): Promise<EngagementRow[]> {
  if (activityIds.length === 0) return [];
  const ids = sql`${`{${activityIds.join(',')}}`}::uuid[]`;
  const result = await tx.execute<EngagementRow>(sql`
    select ids.id as activity_id,
      coalesce(c.cheer_count, 0)::int as cheer_count,
      coalesce(c.cheered_by_me, false) as cheered_by_me,
      coalesce(m.comment_count, 0)::int as comment_count
    from unnest(${ids}) as ids(id)
    left join (
      select activity_id, count(*) as cheer_count,
        bool_or(user_id = ${viewerId}::uuid) as cheered_by_me
      from activity_cheers where activity_id = any(${ids}) group by activity_id
    ) c on c.activity_id = ids.id
    left join (
      select activity_id, count(*) as comment_count
      from activity_comments where activity_id = any(${ids}) group by activity_id
    ) m on m.activity_id = ids.id`);
  return result.rows;
}
