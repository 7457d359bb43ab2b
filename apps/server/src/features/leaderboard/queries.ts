import { sql, type SQL } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';

// Every function here runs under withUser(): the totals' policy decides who may appear to the
// viewer (opted in, no block either way, public profile or followed; always oneself:
// drizzle/policies/leaderboard_totals.sql). These queries only choose, order and count.

export interface TotalRow {
  userId: string;
  points: number;
}

type RawTotal = { user_id: string; points: number | string };
const totalsOf = (rows: RawTotal[]): TotalRow[] =>
  rows.map((row) => ({ userId: row.user_id, points: Number(row.points) }));

/** The top of a period among everyone the viewer may see: an index scan from the top down. */
export async function topTotals(
  tx: AppTransaction,
  period: string,
  limit: number,
): Promise<TotalRow[]> {
  const result = await tx.execute<RawTotal>(sql`
    select user_id, points from leaderboard_totals
    where period = ${period}
    order by points desc, user_id
    limit ${limit}`);
  return totalsOf(result.rows);
}

export async function ownTotal(
  tx: AppTransaction,
  period: string,
  userId: string,
): Promise<number | null> {
  const result = await tx.execute<RawTotal>(sql`
    select user_id, points from leaderboard_totals
    where period = ${period} and user_id = ${userId}`);
  const row = result.rows[0];
  return row ? Number(row.points) : null;
}

/**
 * The ranks these numbers of points have for the viewer, in one round trip: 1 + the visible
 * people above each, a sum over the period's histogram corrected for the viewer's blocks and
 * follows (app.leaderboard_rank()).
 */
export async function ranksOf(
  tx: AppTransaction,
  period: string,
  points: number[],
): Promise<Map<number, number>> {
  if (points.length === 0) return new Map();
  const result = await tx.execute<{ points: number | string; rank: number | string }>(
    sql`select p as points, app.leaderboard_rank(${period}, p) as rank
      from unnest(${`{${points.join(',')}}`}::int[]) as p`,
  );
  return new Map(result.rows.map((row) => [Number(row.points), Number(row.rank)]));
}

/**
 * The people just above (`direction` 'above') or below me in the board's order (points
 * descending, then id), nearest first. Two index range scans (my points with ids beyond mine,
 * then strictly more or fewer points) starting at my points: never a walk from the far end of
 * the board, which is a million rows away for someone in the middle.
 */
export async function neighbourTotals(
  tx: AppTransaction,
  period: string,
  me: TotalRow,
  direction: 'above' | 'below',
  limit: number,
): Promise<TotalRow[]> {
  const [tied, beyond] =
    direction === 'above'
      ? [
          sql`points = ${me.points} and user_id < ${me.userId} order by user_id desc`,
          sql`points > ${me.points} order by points, user_id desc`,
        ]
      : [
          sql`points = ${me.points} and user_id > ${me.userId} order by user_id`,
          sql`points < ${me.points} order by points desc, user_id`,
        ];
  const rows: TotalRow[] = [];
  for (const condition of [tied, beyond]) {
    if (rows.length >= limit) break;
    const result = await tx.execute<RawTotal>(sql`
      select user_id, points from leaderboard_totals
      where period = ${period} and ${condition}
      limit ${limit - rows.length}`);
    rows.push(...totalsOf(result.rows));
  }
  return rows;
}

const followedBy = (viewerId: string): SQL => sql`
  select f.user_id as id from followers f
  where f.follower_id = ${viewerId} and f.status = 'accepted'`;

const connectedTo = (viewerId: string): SQL => sql`
  select case when c.user_id = ${viewerId} then c.connected_user_id else c.user_id end as id
  from connections c
  where (c.user_id = ${viewerId} or c.connected_user_id = ${viewerId}) and c.status = 'accepted'`;

/** Everyone in a small scope (people I follow, or my connections) and me, highest first. */
export async function scopeTotals(
  tx: AppTransaction,
  period: string,
  viewerId: string,
  scope: 'following' | 'connections',
): Promise<TotalRow[]> {
  const people = scope === 'following' ? followedBy(viewerId) : connectedTo(viewerId);
  const result = await tx.execute<RawTotal>(sql`
    with people as (${people} union select ${viewerId}::uuid)
    select t.user_id, t.points from leaderboard_totals t
    join people p on p.id = t.user_id
    where t.period = ${period}
    order by t.points desc, t.user_id`);
  return totalsOf(result.rows);
}

/** These people's points in another period (the previous one, for the change column). */
export async function totalsIn(
  tx: AppTransaction,
  period: string,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute<RawTotal>(sql`
    select user_id, points from leaderboard_totals
    where period = ${period} and user_id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return new Map(totalsOf(result.rows).map((row) => [row.userId, row.points]));
}
