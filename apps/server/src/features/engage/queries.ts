import { and, eq, sql } from 'drizzle-orm';
import type { CommentMention } from '@waymark/shared/engage/contracts';
import type { AppTransaction } from '@/db/client';
import { activityComments, activityCheers } from '@/db/tables/engage';
import { engagementOf } from '@/capabilities/engagement/queries';

// Every function here runs under withUser(): the policies of activities, activity_cheers and
// activity_comments decide what the caller may see and touch; these queries only choose.

/** The activity, if the caller may see it (its policy), with who did it. */
export async function findVisibleActivity(tx: AppTransaction, activityId: string) {
  const result = await tx.execute<{ id: string; actor_id: string }>(
    sql`select a.id, a.actor_id from activities a where a.id = ${activityId}`,
  );
  return result.rows[0] ?? null;
}

/** Adds the caller's cheer; false when it was there already. */
export async function insertCheer(tx: AppTransaction, activityId: string, userId: string) {
  const rows = await tx
    .insert(activityCheers)
    .values({ activityId, userId })
    .onConflictDoNothing()
    .returning({ activityId: activityCheers.activityId });
  return rows.length > 0;
}

export async function deleteCheer(tx: AppTransaction, activityId: string, userId: string) {
  await tx
    .delete(activityCheers)
    .where(and(eq(activityCheers.activityId, activityId), eq(activityCheers.userId, userId)));
}

export async function cheerCount(tx: AppTransaction, activityId: string, viewerId: string) {
  const [row] = await engagementOf(tx, [activityId], viewerId);
  return { count: row?.cheer_count ?? 0, cheeredByMe: row?.cheered_by_me ?? false };
}

export type CommentRow = {
  id: string;
  activity_id: string;
  owner_id: string;
  author_id: string;
  body: string;
  mentions: CommentMention[];
  pending: boolean;
  created_at: string | Date;
};

const commentColumns = sql`c.id, c.activity_id, c.owner_id, c.author_id, c.body, c.mentions, c.pending, c.created_at`;

/** A thread oldest first, by keyset after (created_at, id); `take` is one more than a page. */
export async function commentRows(
  tx: AppTransaction,
  activityId: string,
  after: [string, string] | null,
  take: number,
): Promise<CommentRow[]> {
  const result = await tx.execute<CommentRow>(sql`
    select ${commentColumns} from activity_comments c
    where c.activity_id = ${activityId}
      ${after ? sql`and (c.created_at, c.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
    order by c.created_at, c.id
    limit ${take}`);
  return result.rows;
}

export async function findComment(tx: AppTransaction, commentId: string) {
  const result = await tx.execute<CommentRow>(
    sql`select ${commentColumns} from activity_comments c where c.id = ${commentId}`,
  );
  return result.rows[0] ?? null;
}

export async function insertComment(
  tx: AppTransaction,
  values: { activityId: string; authorId: string; body: string; mentions: CommentMention[] },
): Promise<CommentRow> {
  // owner_id and pending are the trigger's (drizzle/0020_cheers_comments.sql): placeholders.
  const result = await tx.execute<CommentRow>(sql`
    insert into activity_comments as c (activity_id, owner_id, author_id, body, mentions)
    values (${values.activityId}, ${values.authorId}, ${values.authorId}, ${values.body},
      ${JSON.stringify(values.mentions)}::jsonb)
    returning ${commentColumns}`);
  const row = result.rows[0];
  if (!row) throw new Error('insertComment inserted nothing');
  return row;
}

/** Deletes the comment if the policy lets the caller (its author, or the activity's owner). */
export async function deleteComment(tx: AppTransaction, commentId: string) {
  const rows = await tx
    .delete(activityComments)
    .where(eq(activityComments.id, commentId))
    .returning({ id: activityComments.id });
  return rows.length > 0;
}

/** Approves a pending comment if the policy lets the caller (the activity's owner). */
export async function approveComment(tx: AppTransaction, commentId: string) {
  const rows = await tx
    .update(activityComments)
    .set({ pending: false })
    .where(eq(activityComments.id, commentId))
    .returning({ id: activityComments.id });
  return rows.length > 0;
}

/** Profiles the caller may see, by username (lowercase, as stored). */
export async function profilesByUsername(tx: AppTransaction, usernames: string[]) {
  if (usernames.length === 0) return [];
  const result = await tx.execute<{ id: string; username: string }>(sql`
    select p.id, p.username from profiles p
    where lower(p.username) = any(${`{${usernames.join(',')}}`}::text[])`);
  return result.rows;
}

/**
 * Whether `personId` may see the activity and is not blocked with the caller, decided by the
 * same policies as for any request: the transaction asks as that person for one statement,
 * then is the caller again. Usernames and ids come from the database, never from the client.
 */
export async function visibleToPerson(
  tx: AppTransaction,
  activityId: string,
  personId: string,
  callerId: string,
): Promise<boolean> {
  await tx.execute(sql`select set_config('app.user_id', ${personId}, true)`);
  try {
    const result = await tx.execute<{ visible: boolean }>(sql`
      select exists (select 1 from activities a where a.id = ${activityId})
        and not app.is_blocked_with(${callerId}::uuid) as visible`);
    return result.rows[0]?.visible === true;
  } finally {
    await tx.execute(sql`select set_config('app.user_id', ${callerId}, true)`);
  }
}
