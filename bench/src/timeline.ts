import pg from 'pg';
import { recreateDatabase } from './bench-database.ts';
import { loadWithCookies as load } from './cookie-load.ts';
import { seedApp, seededEmails, startWithPeople } from './signed-in-load.ts';

// Issue 16: a page of 20 for a viewer who follows 1,000 people, over 1,000,000 activities.
export const timelineBudgetP99Ms = 30;
export const timelineOfferedPerSecond = 400;
export const timelineFloorRatioTarget = 0.3;
const databaseName = 'waymark_bench_timeline';
const password = 'bench-timeline-1843';

export interface TimelineRouteFigures {
  route: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

export interface TimelineResult {
  activities: number;
  people: number;
  followeesPerViewer: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  routes: TimelineRouteFigures[];
  ratio: { value: number; target: number; met: boolean };
  fixedRate: {
    route: string;
    offeredPerSecond: number;
    sustainedPerSecond: number;
    latencyP99Ms: number;
    budgetP99Ms: number;
    met: boolean;
  };
}

export interface TimelineOptions {
  port: number;
  /** postgres:// URL of a server the bench may create and drop databases on. */
  adminUrl: string;
  seconds: number;
  fixedRateSeconds: number;
  connections?: number;
  /** Signed-in viewers (seed1…seedN), each following `followees` bench people. */
  viewers?: number;
  followees?: number;
  /** Bench people with one public journey each, and `activitiesEach` events on it. */
  people?: number;
  activitiesEach?: number;
}

/**
 * The Following tab (GET /api/timeline, 20 items) on PostgreSQL, judged as a ratio against
 * the floor route measured in the same run and as p99 at a fixed offered rate. Each viewer
 * follows 1,000 people out of 20,000 who have 50 events each (1,000,000 in all), in its own
 * database (`waymark_bench_timeline`).
 */
export async function benchTimeline({
  port,
  adminUrl,
  seconds,
  fixedRateSeconds,
  connections = 10,
  viewers = 20,
  followees = 1000,
  people = 20_000,
  activitiesEach = 50,
}: TimelineOptions): Promise<TimelineResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  const seedStarted = performance.now();
  seedApp(databaseUrl, [
    `--users=${viewers}`,
    '--journeys-per-user=1',
    '--steps-per-journey=1',
    '--projects-per-user=0',
    `--password=${password}`,
  ]);
  const activities = await seedActivities(databaseUrl, {
    viewers,
    followees,
    people,
    activitiesEach,
  });
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

  const server = await startWithPeople({
    port,
    databaseUrl,
    name: 'timeline',
    emails: seededEmails(1, viewers),
    password,
  });
  const { cookies } = server;
  const urls = {
    floor: { url: `${server.baseUrl}/api/public-config`, cookies: [''] },
    following: { url: `${server.baseUrl}/api/timeline?tab=following&limit=20`, cookies },
    everyone: { url: `${server.baseUrl}/api/timeline?tab=everyone&limit=20`, cookies },
  };
  const names = {
    floor: 'GET /api/public-config (floor)',
    following: 'GET /api/timeline?tab=following (20 of 1,000 followees)',
    everyone: 'GET /api/timeline?tab=everyone (20, public)',
  };
  try {
    for (const cookie of cookies) {
      const response = await fetch(urls.following.url, { headers: { cookie } });
      const body = (await response.json()) as { items?: unknown[] };
      if (!response.ok || body.items?.length !== 20) {
        throw new Error(`timeline: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    const routes: TimelineRouteFigures[] = [];
    for (const key of ['floor', 'following', 'everyone'] as const) {
      const { url, cookies: as } = urls[key];
      await load(url, as, { seconds: 2, connections });
      const result = await load(url, as, { seconds, connections });
      routes.push({
        route: names[key],
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    const [floor, following] = routes;
    const value =
      Math.round(((following?.requestsPerSecond ?? 0) / (floor?.requestsPerSecond || 1)) * 100) /
      100;
    const fixed = await load(urls.following.url, cookies, {
      seconds: fixedRateSeconds,
      connections: 50,
      overallRate: timelineOfferedPerSecond,
    });
    const sustained = Math.round(fixed.requests.total / fixedRateSeconds);
    return {
      activities,
      people,
      followeesPerViewer: followees,
      seedSeconds,
      connections,
      seconds,
      routes,
      ratio: { value, target: timelineFloorRatioTarget, met: value >= timelineFloorRatioTarget },
      fixedRate: {
        route: names.following,
        offeredPerSecond: timelineOfferedPerSecond,
        sustainedPerSecond: sustained,
        latencyP99Ms: fixed.latency.p99,
        budgetP99Ms: timelineBudgetP99Ms,
        met:
          sustained >= timelineOfferedPerSecond * 0.98 &&
          fixed.latency.p99 < timelineBudgetP99Ms &&
          fixed.non2xx === 0,
      },
    };
  } finally {
    await server.stop();
  }
}

/**
 * `people` bare public accounts, each with one public journey carrying `activitiesEach`
 * step.completed events spread over a year; every viewer follows `followees` of them (at a
 * stride, so viewers' sets overlap only partly). Triggers are off while bulk-loading, as a
 * restore would do. Returns the number of activity rows.
 */
async function seedActivities(
  databaseUrl: string,
  options: { viewers: number; followees: number; people: number; activitiesEach: number },
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `insert into users (id, name, email, email_verified)
       select gen_random_uuid(), 'Walker ' || n, 'walker' || n || '@bench.waymark.example', true
       from generate_series(1, $1) as n`,
      [options.people],
    );
    await client.query(
      `insert into profiles (id, username, full_name, visibility)
       select id, 'walker_' || substr(email, 7, position('@' in email) - 7), name, 'public'
       from users where email like 'walker%@bench.waymark.example'`,
    );
    await client.query(`create temporary table bench_people as
      select id, row_number() over (order by id) - 1 as n
      from users where email like 'walker%@bench.waymark.example'`);
    await client.query('create index on bench_people (n)');
    await client.query(
      `insert into journeys (owner_id, title, category, visibility, status, step_count, completed_step_count)
       select id, 'Trail of walker ' || n, (array['health','learning','career','travel','creative'])[1 + n % 5],
              'public', 'active', $1, $1 / 2
       from bench_people`,
      [options.activitiesEach],
    );
    await client.query(
      `insert into activities (actor_id, verb, object_type, object_id, journey_id, visibility, data, created_at)
       select j.owner_id, 'step.completed', 'step', gen_random_uuid(), j.id, 'public',
              jsonb_build_object('stepCount', 1, 'stepTitles', jsonb_build_array('Step ' || k)),
              now() - random() * interval '365 days'
       from journeys j
       join bench_people p on p.id = j.owner_id
       cross join generate_series(1, $1::int) as k`,
      [options.activitiesEach],
    );
    // The heads the activities trigger keeps (off during the load), as a restore copies them.
    await client.query(`insert into activity_heads (actor_id, shared_at)
      select actor_id, max(created_at) from activities where visibility <> 'private'
      group by actor_id
      on conflict (actor_id) do update set shared_at = excluded.shared_at`);
    await client.query(`create temporary table bench_viewers as
      select u.id, row_number() over (order by u.email) - 1 as v
      from users u where u.email like 'seed%@seed.waymark.example'`);
    await client.query(
      `insert into followers (user_id, follower_id, status, created_at)
       select p.id, viewer.id, 'accepted', now() - interval '30 days'
       from bench_viewers viewer
       cross join generate_series(0, $1::int - 1) as k
       join bench_people p on p.n = (viewer.v * 997 + k * 13) % $2::int`,
      [options.followees, options.people],
    );
    await client.query(`insert into social_counts (user_id, followers, following)
      select id, (select count(*) from followers f where f.user_id = p.id and f.status = 'accepted'),
                 (select count(*) from followers f where f.follower_id = p.id and f.status = 'accepted')
      from profiles p
      on conflict (user_id) do update set followers = excluded.followers, following = excluded.following`);
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query<{ total: number }>(
      `select count(*)::int as total from activities`,
    );
    return rows[0]?.total ?? 0;
  } finally {
    await client.end();
  }
}
