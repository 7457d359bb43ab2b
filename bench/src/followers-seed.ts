/** Runs one SQL statement with positional parameters: a `pg` client or an embedded PGlite. */
export type Execute = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface SeededFollowers {
  star: string;
  followerRows: number;
  starFollowers: number;
  /** A followers row id from the middle of the star's list: a keyset cursor. */
  middleRowId: string;
}

/**
 * `journeysPerPerson` journeys of `steps` steps for each of the first `people` people of
 * `npm run seed` (seed1…), in two set-based statements over generate_series with triggers
 * off, the step counters filled in directly (as the step triggers would have).
 * A quarter of the journeys is public, a fifth followers-only, the rest private; a varying
 * share of each journey's steps is done.
 */
export async function seedJourneys(
  execute: Execute,
  people: number,
  journeysPerPerson: number,
  steps: number,
): Promise<void> {
  const person = `overlay(overlay(md5('seed-user-' || u) placing '4' from 13) placing '8' from 17)::uuid`;
  const journey = `overlay(overlay(md5('bench-journey-' || u || '-' || j) placing '4' from 13) placing '8' from 17)::uuid`;
  const done = `((u * 31 + j * 17) % (${steps} + 1))`;
  const age = `(1 + (u * 13 + j * 7) % 300)`;
  await execute('begin');
  await execute(`set local session_replication_role = replica`);
  await execute(
    `insert into journeys (id, owner_id, title, description, category, visibility, status,
       start_date, target_date, step_count, completed_step_count, created_at, updated_at)
     select ${journey}, ${person}, 'Bench journey ' || j, 'A journey of the read benchmark.',
       (array['health','fitness','learning','career','creative','travel','finance','personal','community','other'])[1 + (u * 7 + j) % 10],
       case when (u + j) % 4 = 0 then 'public' when (u + j) % 5 = 0 then 'followers' else 'private' end,
       case when j % 25 = 0 then 'archived' when ${done} = 0 then 'planned'
         when ${done} = ${steps} then 'completed' else 'active' end,
       current_date - ${age}, current_date - ${age} + 60, ${steps}, ${done},
       now() - (${age} || ' days')::interval,
       now() - ((${age} / 3) || ' days')::interval - (j || ' minutes')::interval
     from generate_series(1, $1::int) as u, generate_series(1, $2::int) as j`,
    [people, journeysPerPerson],
  );
  await execute(
    `insert into journey_steps (id, journey_id, owner_id, position, title, notes, completed_at, created_at, updated_at)
     select gen_random_uuid(), ${journey}, ${person}, s, 'Step ' || (s + 1), '',
       case when s < ${done} then now() - (${age} || ' days')::interval end,
       now() - (${age} || ' days')::interval, now() - (${age} || ' days')::interval
     from generate_series(1, $1::int) as u, generate_series(1, $2::int) as j,
       generate_series(0, $3::int - 1) as s`,
    [people, journeysPerPerson, steps],
  );
  await execute('commit');
}

/**
 * `people` bare accounts with public profiles; each follows the star (seed1, made public) and
 * `followsEach - 1` others, at times spread over a year: `people × followsEach` follower rows.
 * Set-based (generate_series, one INSERT … SELECT per table), with triggers off while
 * bulk-loading (the counters are then filled in one statement), as a restore would do.
 */
export async function seedFollowers(
  execute: Execute,
  people: number,
  followsEach: number,
): Promise<SeededFollowers> {
  const { rows: starRows } = (await execute(
    `select u.id from users u where u.email = 'seed1@seed.waymark.example'`,
  )) as { rows: { id: string }[] };
  const star = starRows[0]?.id;
  if (!star) throw new Error('seed1 is missing');
  await execute(`update profiles set visibility = 'public' where id = $1`, [star]);
  await execute('begin');
  await execute(`set local session_replication_role = replica`);
  await execute(
    `insert into users (id, name, email, email_verified)
     select gen_random_uuid(), 'Follower ' || n, 'follower' || n || '@bench.waymark.example', true
     from generate_series(1, $1::int) as n`,
    [people],
  );
  await execute(
    `insert into profiles (id, username, full_name, visibility)
     select id, 'follower_' || substr(email, 9, position('@' in email) - 9), name, 'public'
     from users where email like '%@bench.waymark.example'`,
  );
  await execute(`create temporary table bench_people on commit drop as
    select id, (row_number() over (order by id) - 1)::int as n
    from users where email like '%@bench.waymark.example'`);
  await execute('create index on bench_people (n)');
  // Each follows the star, then followsEach - 1 others at fixed strides (distinct pairs).
  await execute(
    `insert into followers (user_id, follower_id, status, created_at)
     select $1::uuid, p.id, 'accepted', now() - random() * interval '365 days' from bench_people p`,
    [star],
  );
  await execute(
    `insert into followers (user_id, follower_id, status, created_at)
     select target.id, p.id, 'accepted', now() - random() * interval '365 days'
     from bench_people p
     cross join generate_series(1, $1::int - 1) as k
     join bench_people target on target.n = (p.n + k * 7919) % $2::int`,
    [followsEach, people],
  );
  await execute(`insert into social_counts (user_id, followers, following)
    select p.id, coalesce(f.n, 0), coalesce(g.n, 0)
    from profiles p
    left join (select user_id, count(*)::int as n from followers where status = 'accepted' group by user_id) f
      on f.user_id = p.id
    left join (select follower_id, count(*)::int as n from followers where status = 'accepted' group by follower_id) g
      on g.follower_id = p.id
    on conflict (user_id) do update set followers = excluded.followers, following = excluded.following`);
  await execute('commit');
  await execute('analyze');
  return { star, ...(await followerFigures(execute, star, people)) };
}

/** The counts and the keyset cursor of an already seeded database. */
export async function followerFigures(execute: Execute, star: string, people: number) {
  const { rows } = (await execute(
    `select (select count(*)::int from followers) as total,
            (select followers from social_counts where user_id = $1) as star,
            (select id from followers where user_id = $1
               order by created_at desc, id desc offset $2 limit 1) as middle`,
    [star, Math.floor(people / 2)],
  )) as { rows: { total: number; star: number; middle: string }[] };
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return { followerRows: row.total, starFollowers: row.star, middleRowId: row.middle };
}
