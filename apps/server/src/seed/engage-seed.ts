import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';

/** What neighbours say under each other's public progress, in English like the demo texts. */
const commentTexts = [
  'Well done, @{owner}!',
  'Great progress, keep going!',
  'This inspires me to start my own.',
  'Nice one, @{owner}. How long did it take?',
  'Love seeing this on my timeline.',
  'One step at a time. You have got this!',
];

export interface EngageSeedOptions {
  users: number;
  batchSize?: number;
  onBatch?: (done: number) => void;
}

/**
 * Cheers and comments (issue 16) on the seeded people's public activities, so the timeline
 * looks lived in: the next three people (by number) cheer about a third of them, the next one
 * comments on a sixth, sometimes mentioning the owner. Ids derive from the activity and the
 * person, so a rerun adds nothing twice. Runs as the database owner, like seedDemoData();
 * the comments' trigger still sets owner_id and pending.
 */
export async function seedEngagement(db: AppDatabase, options: EngageSeedOptions): Promise<void> {
  const batch = options.batchSize ?? 100;
  const users = options.users;
  if (users < 2) return;
  const userId = (n: SQL) =>
    sql`overlay(overlay(md5('seed-user-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
  // The k-th next person after the owner, round the end back to the first.
  const neighbour = (k: number) => userId(sql`(1 + (o.u + ${k - 1}) % ${users}::int)`);
  const texts = sql`${`{${commentTexts.map((text) => `"${text}"`).join(',')}}`}::text[]`;
  const text = sql`(${texts})[1 + abs(hashtext(a.id::text || 'c')) % ${commentTexts.length}]`;
  for (let first = 1; first <= users; first += batch) {
    const last = Math.min(users, first + batch - 1);
    const publicActivities = sql`
      (select u, ${userId(sql`u`)} as owner_id
       from generate_series(${first}::int, ${last}::int) as u) o
      join activities a on a.actor_id = o.owner_id and a.visibility = 'public'`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      for (const k of [1, 2, 3]) {
        await tx.execute(sql`
          insert into activity_cheers (activity_id, user_id, created_at)
          select a.id, ${neighbour(k)}, a.created_at + (${k} || ' hours')::interval
          from ${publicActivities}
          where abs(hashtext(a.id::text || ${k})) % 3 = 0 and ${neighbour(k)} <> o.owner_id
          on conflict do nothing`);
      }
      await tx.execute(sql`
        insert into activity_comments (id, activity_id, owner_id, author_id, body, mentions, created_at)
        select overlay(overlay(md5('seed-comment-' || a.id) placing '4' from 13) placing '8' from 17)::uuid,
          a.id, o.owner_id, ${neighbour(1)}, replace(${text}, '{owner}', 'seed_' || o.u),
          case when ${text} like '%@{owner}%'
            then jsonb_build_array(jsonb_build_object('id', o.owner_id, 'username', 'seed_' || o.u))
            else '[]'::jsonb end,
          a.created_at + interval '2 hours'
        from ${publicActivities}
        where abs(hashtext(a.id::text)) % 6 = 0 and ${neighbour(1)} <> o.owner_id
        on conflict do nothing`);
    });
    options.onBatch?.(last);
  }
}
