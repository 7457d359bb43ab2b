import { sql, type SQL } from 'drizzle-orm';
import { journeyCategories } from '@waymark/shared/journeys/common-contracts';
import type { AppDatabase } from '@/db/client';
import {
  bios,
  firstNames,
  journeyDescriptions,
  journeyTitles,
  lastNames,
  projectIcons,
  projectTitles,
  stepTitles,
  timeZones,
} from '@/seed/demo-texts';

export interface SeedOptions {
  users: number;
  journeysPerUser: number;
  stepsPerJourney: number;
  projectsPerUser: number;
  /** better-auth hash of the password every seeded person signs in with. */
  passwordHash: string;
  /** Users per batch: each batch is one transaction of a few set-based statements. */
  batchSize?: number;
  onBatch?: (doneUsers: number) => void;
  /** Lift the statement time limit inside the seeding transactions (default true). */
  noStatementTimeout?: boolean;
}

export const seedEmailDomain = 'seed.waymark.example';
export const seedEmail = (index: number) => `seed${index}@${seedEmailDomain}`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map(literal).join(',')}]::text[]`);
/** `values[1 + (index mod n)]` in SQL, for an integer expression `index`. */
const pick = (values: readonly string[], index: SQL) =>
  sql`(${textArray(values)})[1 + ((${index}) % ${sql.raw(String(values.length))})]`;

const allTitles = journeyCategories.flatMap((category) => journeyTitles[category]);
const perCategory = journeyTitles.health.length;

/**
 * Demo data at any scale, set-based: every id is derived from the person's number
 * (md5 with the version-4 and variant bits set, so it is a valid UUID for the API), so a second run with the same or more users only adds what is missing.
 * Counters (step_count, completed_step_count) and statuses are computed from the same
 * formula as the steps, so they agree with the rows. Runs as the database owner, which
 * must be a superuser or have BYPASSRLS: row-level security binds everyone else.
 */
export async function seedDemoData(db: AppDatabase, options: SeedOptions): Promise<void> {
  const batch = options.batchSize ?? 100;
  for (let first = 1; first <= options.users; first += batch) {
    const last = Math.min(options.users, first + batch - 1);
    await db.transaction(async (tx) => {
      // The server's 5 s statement limit is for requests; a batch of a million steps may take longer.
      if (options.noStatementTimeout ?? true)
        await tx.execute(sql`set local statement_timeout = 0`);
      for (const statement of statements(first, last, options)) await tx.execute(statement);
    });
    options.onBatch?.(last);
  }
  // Follows need everyone in place: a second pass, so the Following tab of the timeline and the
  // social lists are alive for every seeded person.
  for (let first = 1; first <= options.users; first += batch) {
    const last = Math.min(options.users, first + batch - 1);
    await db.transaction(async (tx) => {
      if (options.noStatementTimeout ?? true)
        await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(follows(first, last, options.users));
    });
  }
}

/** Fibonacci strides: a small world where friends of friends overlap, as in a real graph. */
const followStrides = [1, 2, 3, 5, 8, 13, 21];

/**
 * Person u follows the people `followStrides` after them (wrapping round). Private profiles
 * (every tenth) hold those requests pending, as they would in the product; the social_counts
 * triggers keep the counters right.
 */
function follows(first: number, last: number, users: number): SQL {
  const idOf = (n: SQL) =>
    sql`overlay(overlay(md5('seed-user-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;
  const target = sql`(1 + (u - 1 + d) % ${users}::int)`;
  return sql`insert into followers (user_id, follower_id, status, created_at)
    select ${idOf(target)}, ${idOf(sql`u`)},
      case when ${target} % 10 = 0 then 'pending' else 'accepted' end,
      now() - (((u * 7 + d) % 200) || ' days')::interval
    from generate_series(${first}::int, ${last}::int) as u,
      unnest(${sql.raw(`array[${followStrides.join(',')}]`)}::int[]) as d
    where ${target} <> u
    on conflict do nothing`;
}

function statements(first: number, last: number, o: SeedOptions): SQL[] {
  const users = sql`generate_series(${first}::int, ${last}::int) as u`;
  const userId = sql`overlay(overlay(md5('seed-user-' || u) placing '4' from 13) placing '8' from 17)::uuid`;
  const journeyId = sql`overlay(overlay(md5('seed-journey-' || u || '-' || j) placing '4' from 13) placing '8' from 17)::uuid`;
  const steps = o.stepsPerJourney;
  // Per journey: how many steps are done (some none, some all), and its age in days.
  const done = sql`((u * 31 + j * 17) % ${steps + 1})`;
  const ageDays = sql`(1 + (u * 13 + j * 7) % 300)`;
  return [
    sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      select ${userId}, ${pick(firstNames, sql`u`)} || ' ' || ${pick(lastNames, sql`u / ${firstNames.length}`)},
        'seed' || u || '@' || ${seedEmailDomain}, true,
        now() - ((u % 400) || ' days')::interval, now()
      from ${users} on conflict do nothing`,
    sql`insert into accounts (user_id, account_id, provider_id, password, created_at, updated_at)
      select ${userId}, ${userId}::text, 'credential', ${o.passwordHash}, now(), now()
      from ${users}
      where not exists (select 1 from accounts a where a.user_id = ${userId} and a.provider_id = 'credential')`,
    sql`insert into profiles (id, username, full_name, bio, visibility, onboarded_at, created_at)
      select ${userId}, 'seed_' || u, ${pick(firstNames, sql`u`)} || ' ' || ${pick(lastNames, sql`u / ${firstNames.length}`)},
        ${pick(bios, sql`u`)}, case when u % 10 = 0 then 'private' else 'public' end, now(),
        now() - ((u % 400) || ' days')::interval
      from ${users} on conflict do nothing`,
    sql`insert into user_settings (user_id, time_zone)
      select ${userId}, ${pick(timeZones, sql`u`)} from ${users} on conflict do nothing`,
    sql`insert into projects (id, owner_id, title, description, icon, color, status, visibility, created_at, updated_at)
      select overlay(overlay(md5('seed-project-' || u || '-' || p) placing '4' from 13) placing '8' from 17)::uuid, ${userId}, ${pick(projectTitles, sql`u + p`)},
        'Journeys that belong together.', ${pick(projectIcons, sql`u + p`)},
        (array['slate','red','orange','amber','green','teal','blue','indigo','violet','pink'])[1 + (u + p) % 10],
        case when p = 3 then 'paused' else 'active' end,
        case when (u + p) % 3 = 0 then 'public' else 'private' end,
        now() - ((u % 300) || ' days')::interval, now() - (least(u % 300, p * 3) || ' days')::interval
      from ${users}, generate_series(1, ${o.projectsPerUser}::int) as p on conflict do nothing`,
    sql`insert into journeys (id, owner_id, project_id, title, description, category, visibility, status,
        start_date, target_date, completed_at, step_count, completed_step_count, created_at, updated_at)
      select ${journeyId}, ${userId},
        case when ${o.projectsPerUser}::int > 0 and j % 5 < 3
          then overlay(overlay(md5('seed-project-' || u || '-' || (1 + j % greatest(${o.projectsPerUser}::int, 1))) placing '4' from 13) placing '8' from 17)::uuid end,
        ${pick(allTitles, sql`((u * 7 + j) % 10) * ${perCategory} + (u + j) % ${perCategory}`)},
        ${pick(journeyDescriptions, sql`u + j`)},
        (${textArray(journeyCategories)})[1 + (u * 7 + j) % 10],
        case when (u + j) % 5 < 2 then 'public' when (u + j) % 5 = 2 then 'followers' else 'private' end,
        case when j % 25 = 0 then 'archived' when ${done} = 0 then 'planned'
          when ${done} = ${steps} then 'completed' else 'active' end,
        (current_date - ${ageDays})::date, (current_date - ${ageDays} + 30 + (u + j) % 150)::date,
        case when ${done} = ${steps} and ${steps} > 0 then now() - ((${ageDays} / 3) || ' days')::interval end,
        ${steps}, ${done},
        now() - (${ageDays} || ' days')::interval,
        now() - ((${ageDays} / 3) || ' days')::interval - (j || ' minutes')::interval
      from ${users}, generate_series(1, ${o.journeysPerUser}::int) as j on conflict do nothing`,
    sql`insert into journey_steps (id, journey_id, owner_id, position, title, notes, due_date, completed_at, created_at, updated_at)
      select overlay(overlay(md5('seed-step-' || u || '-' || j || '-' || s) placing '4' from 13) placing '8' from 17)::uuid, ${journeyId}, ${userId}, s,
        ${pick(stepTitles, sql`s + j`)}, '',
        (current_date - ${ageDays} + 7 * (s + 1))::date,
        case when s < ${done} then now() - (${ageDays} || ' days')::interval
          + ((${ageDays} * (s + 1) * 86400 / (${steps} + 1)) || ' seconds')::interval end,
        now() - (${ageDays} || ' days')::interval, now() - (${ageDays} || ' days')::interval
      from ${users}, generate_series(1, ${o.journeysPerUser}::int) as j, generate_series(0, ${steps - 1}::int) as s
      on conflict (id) do nothing`,
    // The events later issues read: one per project, journey, completion and completed step
    // (ids derived from the object, so a rerun adds none twice).
    sql`insert into activities (id, actor_id, verb, object_type, object_id, journey_id, visibility, data, created_at)
      select overlay(overlay(md5('seed-activity-project.created-' || p.id) placing '4' from 13) placing '8' from 17)::uuid, p.owner_id, 'project.created', 'project', p.id, null, p.visibility,
        jsonb_build_object('title', p.title), p.created_at
      from projects p where p.owner_id in (select ${userId} from ${users}) on conflict do nothing`,
    sql`insert into activities (id, actor_id, verb, object_type, object_id, journey_id, visibility, data, created_at)
      select overlay(overlay(md5('seed-activity-journey.created-' || j.id) placing '4' from 13) placing '8' from 17)::uuid, j.owner_id, 'journey.created', 'journey', j.id, j.id, j.visibility,
        jsonb_build_object('title', j.title), j.created_at
      from journeys j where j.owner_id in (select ${userId} from ${users}) on conflict do nothing`,
    sql`insert into activities (id, actor_id, verb, object_type, object_id, journey_id, visibility, data, created_at)
      select overlay(overlay(md5('seed-activity-journey.completed-' || j.id) placing '4' from 13) placing '8' from 17)::uuid, j.owner_id, 'journey.completed', 'journey', j.id, j.id, j.visibility,
        jsonb_build_object('title', j.title), j.completed_at
      from journeys j where j.owner_id in (select ${userId} from ${users}) and j.completed_at is not null on conflict do nothing`,
    sql`insert into activities (id, actor_id, verb, object_type, object_id, journey_id, visibility, data, created_at)
      select overlay(overlay(md5('seed-activity-step.completed-' || s.id) placing '4' from 13) placing '8' from 17)::uuid, s.owner_id, 'step.completed', 'step', s.id, s.journey_id, j.visibility,
        jsonb_build_object('title', s.title, 'journeyTitle', j.title), s.completed_at
      from journey_steps s join journeys j on j.id = s.journey_id
      where s.owner_id in (select ${userId} from ${users}) and s.completed_at is not null on conflict do nothing`,
  ];
}
