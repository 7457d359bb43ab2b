import { sql } from 'drizzle-orm';
import { DAILY_POINTS_CAP, STEP_POINTS } from '@waymark/shared/leaderboard/points';
import type { AppDatabase } from '@/db/client';

/**
 * Points for the seeded people, so the leaderboard is alive on a fresh database: the credits
 * their completed steps would have earned (per day, within the daily cap) and, for this week
 * and last, a few days of recent ticks, so the week and month boards have movement and a
 * change column. People who already have ledger entries are left alone (a rerun adds
 * nothing). The ledger's triggers fill the period totals and the histogram.
 * Runs as the database owner, like seedDemoData().
 */
export async function seedLeaderboard(
  db: AppDatabase,
  options: { users: number; batchSize?: number },
): Promise<void> {
  const batch = options.batchSize ?? 100;
  for (let first = 1; first <= options.users; first += batch) {
    const last = Math.min(options.users, first + batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        with people as (
          select u, overlay(overlay(md5('seed-user-' || u) placing '4' from 13) placing '8' from 17)::uuid as id
          from generate_series(${first}::int, ${last}::int) as u
        ), fresh as (
          select * from people p
          where not exists (select 1 from leaderboard_ledger l where l.user_id = p.id)
        ), past as (
          select s.owner_id as user_id, j.category, (s.completed_at at time zone 'UTC')::date as day,
            least(count(*) * ${STEP_POINTS}, ${DAILY_POINTS_CAP})::int as points
          from journey_steps s join journeys j on j.id = s.journey_id
          where s.owner_id in (select id from fresh) and s.completed_at is not null
            and s.completed_at < now() - interval '14 days'
          group by 1, 2, 3
        ), recent as (
          select f.id as user_id,
            (select j.category from journeys j where j.owner_id = f.id order by j.id limit 1) as category,
            (current_date - d) as day,
            (${STEP_POINTS} * (1 + (f.u * 7 + d * 3) % 6))::int as points
          from fresh f, generate_series(0, 13) as d
          where (f.u * 5 + d) % 3 <> 0
        )
        insert into leaderboard_ledger (user_id, reason, subject_id, category, points, day)
        select user_id, 'step.completed', null::uuid, category, points, day from past
        union all
        select user_id, 'step.completed', null::uuid, category, points, day from recent
        where category is not null`);
    });
  }
}
