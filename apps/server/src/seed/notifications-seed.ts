import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';

/** The seeded person number `n`'s id, as seed-data.ts derives it. */
const seedUserId = (n: ReturnType<typeof sql>) =>
  sql`overlay(overlay(md5('seed-user-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
const seedJourneyId = (n: ReturnType<typeof sql>) =>
  sql`overlay(overlay(md5('seed-journey-' || ${n} || '-1') placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * A few notifications for every seeded person, so the bell and /notifications show a living
 * product at first sign-in: a group of new followers, a fork of their first journey, a journey
 * completed by someone they know, a group of cheers, and a billing notice. The actors are the
 * next seeded people. Written as the database owner (like the rest of the seed) and only for
 * people who have none yet, so seeding again adds nothing twice.
 */
export async function seedNotifications(db: AppDatabase, users: number): Promise<void> {
  if (users < 2) return;
  const u = sql`u`;
  const other = (step: number) => seedUserId(sql`(1 + ((u - 1 + ${step}) % ${users}))`);
  await db.execute(sql`
    with people as (
      select u, ${seedUserId(u)} as id from generate_series(1, ${users}::int) as u
      where not exists (select 1 from notifications n where n.recipient_id = ${seedUserId(u)})
    )
    insert into notifications
      (recipient_id, kind, subject_type, subject_id, excerpt, actor_ids, actor_count, read_at,
       email_state, created_at, updated_at)
    select p.id, x.kind, x.subject_type, x.subject_id, x.excerpt, x.actor_ids, x.actor_count,
      x.read_at, 'none', now() - x.age, now() - x.age
    from people p
    cross join lateral (values
      ('newFollower', 'profile', p.id, null::text,
        array[${other(1)}, ${other(2)}, ${other(3)}], 4, null::timestamptz, interval '20 minutes'),
      ('journeyForked', 'journey', ${seedJourneyId(u)},
        (select title from journeys where id = ${seedJourneyId(u)}),
        array[${other(5)}], 1, null::timestamptz, interval '3 hours'),
      ('followeeCompletedJourney', 'journey', ${seedJourneyId(sql`(1 + (u % ${users}))`)},
        (select title from journeys where id = ${seedJourneyId(sql`(1 + (u % ${users}))`)}),
        array[${other(1)}], 1, null::timestamptz, interval '1 day'),
      ('cheer', 'activity', null::uuid, null::text,
        array[${other(2)}, ${other(4)}], 2, now() - interval '1 day', interval '2 days'),
      ('trialEnding', 'billing', null::uuid, null::text,
        '{}'::uuid[], 0, now() - interval '3 days', interval '4 days')
    ) as x(kind, subject_type, subject_id, excerpt, actor_ids, actor_count, read_at, age)
    where x.subject_type <> 'journey' or x.subject_id in (select id from journeys)`);
}
