import pg from 'pg';
import { recreateDatabase } from './bench-database.ts';
import {
  loadAsPeople,
  floorRoute,
  loadFigures,
  loadFloor,
  seedApp,
  seededEmails,
  startWithPeople,
  type LoadFigures,
} from './signed-in-load.ts';

// Issue 6 budgets at 50 concurrent connections on PostgreSQL with 1,000,000 follower rows.
export const profileBudgetP99Ms = 20;
export const followersPageBudgetP99Ms = 15;
const databaseName = 'waymark_bench_social';
const password = 'bench-social-1843';

export interface SocialRouteResult extends LoadFigures {
  route: string;
}

export interface SocialProfileResult {
  followerRows: number;
  starFollowers: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  routes: SocialRouteResult[];
}

export interface SocialProfileOptions {
  port: number;
  /** postgres:// URL of a server the bench may create and drop databases on. */
  adminUrl: string;
  seconds: number;
  connections?: number;
  /** Bare profiles that follow: each follows the star and `followsEach - 1` others. */
  people?: number;
  followsEach?: number;
}

/**
 * The profile page API (GET /api/profiles/:id/social) and a followers page (keyset, 50 rows)
 * of one much-followed person, from `connections` clients each signed in as someone else, on
 * PostgreSQL with `people × followsEach` follower rows (1,000,000 by default) in its own
 * database (`waymark_bench_social`).
 */
export async function benchSocialProfile({
  port,
  adminUrl,
  seconds,
  connections = 50,
  people = 100_000,
  followsEach = 10,
}: SocialProfileOptions): Promise<SocialProfileResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  const seedStarted = performance.now();
  // Signed-in viewers (seed1 is the star) through the app's own seed, which also migrates.
  seedApp(databaseUrl, [
    `--users=${connections + 1}`,
    '--journeys-per-user=2',
    '--steps-per-journey=1',
    '--projects-per-user=0',
    `--password=${password}`,
  ]);
  const { star, followerRows, starFollowers, middleRowId } = await seedFollowers(
    databaseUrl,
    people,
    followsEach,
  );
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

  const server = await startWithPeople({
    port,
    databaseUrl,
    name: 'social',
    emails: seededEmails(2, connections + 1),
    password,
  });
  const { cookies } = server;
  try {
    const profileUrl = `${server.baseUrl}/api/profiles/${star}/social`;
    // Keyset pages: the newest 50, and 50 from the middle of a 100,000-long list.
    const pageUrls = [
      `${server.baseUrl}/api/profiles/${star}/followers`,
      `${server.baseUrl}/api/profiles/${star}/followers?cursor=${middleRowId}`,
    ];
    for (const cookie of cookies) {
      await check(profileUrl, cookie, (body) => 'stats' in body);
      for (const url of pageUrls) {
        await check(url, cookie, (body) => Array.isArray(body.items) && body.items.length === 50);
      }
    }
    const routes = [
      {
        route: floorRoute,
        ...loadFigures(await loadFloor(server.baseUrl, seconds, connections), profileBudgetP99Ms),
      },
      // The same load on the lightest signed-in read, to tell the machine's ceiling from ours.
      await measure(
        'GET /api/me/profile (baseline)',
        [`${server.baseUrl}/api/me/profile`],
        cookies,
        seconds,
        connections,
        profileBudgetP99Ms,
      ),
      await measure(
        'GET /api/profiles/:id/social',
        [profileUrl],
        cookies,
        seconds,
        connections,
        profileBudgetP99Ms,
      ),
      await measure(
        'GET /api/profiles/:id/followers (50, keyset)',
        pageUrls,
        cookies,
        seconds,
        connections,
        followersPageBudgetP99Ms,
      ),
    ];
    return { followerRows, starFollowers, seedSeconds, connections, seconds, routes };
  } finally {
    await server.stop();
  }
}

/**
 * `people` bare accounts with public profiles; each follows the star and `followsEach - 1`
 * others, at times spread over a year. Triggers are off while bulk-loading (the counters are
 * then filled in one statement), as a restore would do.
 */
async function seedFollowers(databaseUrl: string, people: number, followsEach: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: starRows } = await client.query<{ id: string }>(
      `select u.id from users u where u.email = 'seed1@seed.waymark.example'`,
    );
    const star = starRows[0]?.id;
    if (!star) throw new Error('seed1 is missing');
    await client.query(`update profiles set visibility = 'public' where id = $1`, [star]);
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `insert into users (id, name, email, email_verified)
       select gen_random_uuid(), 'Follower ' || n, 'follower' || n || '@bench.waymark.example', true
       from generate_series(1, $1) as n`,
      [people],
    );
    await client.query(
      `insert into profiles (id, username, full_name, visibility)
       select id, 'follower_' || substr(email, 9, position('@' in email) - 9), name, 'public'
       from users where email like '%@bench.waymark.example'`,
    );
    await client.query(`create temporary table bench_people as
      select id, row_number() over (order by id) - 1 as n
      from users where email like '%@bench.waymark.example'`);
    await client.query('create index on bench_people (n)');
    // Each follows the star, then followsEach - 1 others at fixed strides (distinct pairs).
    await client.query(
      `insert into followers (user_id, follower_id, status, created_at)
       select $1::uuid, p.id, 'accepted', now() - random() * interval '365 days' from bench_people p`,
      [star],
    );
    await client.query(
      `insert into followers (user_id, follower_id, status, created_at)
       select target.id, p.id, 'accepted', now() - random() * interval '365 days'
       from bench_people p
       cross join generate_series(1, $1::int - 1) as k
       join bench_people target on target.n = (p.n + k * 7919) % $2::int`,
      [followsEach, people],
    );
    await client.query(`insert into social_counts (user_id, followers, following)
      select id, (select count(*) from followers f where f.user_id = p.id and f.status = 'accepted'),
                 (select count(*) from followers f where f.follower_id = p.id and f.status = 'accepted')
      from profiles p
      on conflict (user_id) do update set followers = excluded.followers, following = excluded.following`);
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query<{ total: number; star: number; middle: string }>(
      `select (select count(*)::int from followers) as total,
              (select followers from social_counts where user_id = $1) as star,
              (select id from followers where user_id = $1
                 order by created_at desc, id desc offset $2 limit 1) as middle`,
      [star, Math.floor(people / 2)],
    );
    const row = rows[0];
    if (!row) throw new Error('no counts');
    return { star, followerRows: row.total, starFollowers: row.star, middleRowId: row.middle };
  } finally {
    await client.end();
  }
}

async function check(
  url: string,
  cookie: string,
  isRight: (body: Record<string, unknown>) => boolean,
) {
  const response = await fetch(url, { headers: { cookie } });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok || !isRight(body)) {
    throw new Error(`GET ${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
}

async function measure(
  route: string,
  urls: string[],
  cookies: string[],
  seconds: number,
  connections: number,
  budgetP99Ms: number,
): Promise<SocialRouteResult> {
  const result = await loadAsPeople(urls, cookies, seconds, connections);
  return { route, ...loadFigures(result, budgetP99Ms) };
}
