import autocannon from 'autocannon';
import pg from 'pg';
import { recreateDatabase } from './bench-database.ts';
import {
  loadFigures,
  seedApp,
  seededEmails,
  startWithPeople,
  type LoadFigures,
} from './signed-in-load.ts';

// Issue 16: search p99 < 50 ms at a fixed 100 req/s over 100,000 journeys and 10,000 people.
export const discoverSearchBudgetP99Ms = 50;
const databaseName = 'waymark_bench_discover';
const password = 'bench-discover-1843';

/**
 * What people type: whole words, prefixes while typing, typos (trigram matches), names and
 * two-letter starts. Each request takes the next one, as the next signed-in person (a fifth of
 * them signed out).
 */
export const discoverQueries = [
  'spanish',
  'spansh',
  'learn spa',
  'marathon',
  'maraton',
  'sourdough',
  'guitar less',
  'photgraphy',
  'kyoto',
  'budget',
  'ana',
  'garcia',
  'garcai',
  'nakamura',
  'ki',
  'pottery wheel',
];

export interface DiscoverResult extends LoadFigures {
  /** GET /api/public-config at the same offered rate: the machine's floor in this run. */
  floor: LoadFigures;
  journeys: number;
  people: number;
  seedSeconds: number;
  offeredPerSecond: number;
  sustainedPerSecond: number;
  connections: number;
  seconds: number;
  requests: number;
}

export interface DiscoverOptions {
  port: number;
  /** postgres:// URL of a server the bench may create and drop databases on. */
  adminUrl: string;
  seconds: number;
  rate?: number;
  connections?: number;
  people?: number;
  journeys?: number;
}

/**
 * GET /api/discover/search?q= at a fixed offered rate (autocannon overallRate) on PostgreSQL
 * with `journeys` journeys of `people` people, in its own database (`waymark_bench_discover`).
 */
export async function benchDiscover({
  port,
  adminUrl,
  seconds,
  rate = 100,
  connections = 10,
  people = 10_000,
  journeys = 100_000,
}: DiscoverOptions): Promise<DiscoverResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  const seedStarted = performance.now();
  // Twenty signed-in viewers through the app's own seed, which also migrates.
  seedApp(databaseUrl, [
    '--users=21',
    '--journeys-per-user=2',
    '--steps-per-journey=1',
    '--projects-per-user=0',
    `--password=${password}`,
  ]);
  const counts = await seedCatalogue(databaseUrl, people, journeys);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

  const server = await startWithPeople({
    port,
    databaseUrl,
    name: 'discover',
    emails: seededEmails(2, 21),
    password,
  });
  // One in five requests signed out: visitors may search public things.
  const cookies = server.cookies.flatMap((cookie, index) =>
    index % 4 === 0 ? [cookie, ''] : [cookie],
  );
  const urls = discoverQueries.map(
    (q) => `${server.baseUrl}/api/discover/search?q=${encodeURIComponent(q)}`,
  );
  try {
    // Warm the pool, the plans and each person's session outside the measurement.
    for (const [index, url] of urls.entries()) {
      for (const cookie of cookies) await check(url, cookie, index);
    }
    const result = await load(urls, cookies, { seconds, connections, overallRate: rate });
    // The cheapest route at the same offered rate, in the same run: what this machine can do.
    const floor = await load([`${server.baseUrl}/api/public-config`], [''], {
      seconds: Math.min(seconds, 10),
      connections,
      overallRate: rate,
    });
    return {
      floor: loadFigures(floor, discoverSearchBudgetP99Ms),
      ...counts,
      seedSeconds,
      offeredPerSecond: rate,
      sustainedPerSecond: Math.round(result.requests.total / seconds),
      connections,
      seconds,
      requests: result.requests.total,
      ...loadFigures(result, discoverSearchBudgetP99Ms),
    };
  } finally {
    await server.stop();
  }
}

async function check(url: string, cookie: string, index: number) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { journeys?: unknown[]; people?: unknown[] };
  if (!response.ok || !Array.isArray(body.journeys)) {
    throw new Error(`GET ${url}: ${response.status}`);
  }
  // Every query of the list finds something (the typos included): the bench measures matches.
  if (index !== undefined && body.journeys.length + (body.people?.length ?? 0) === 0) {
    throw new Error(`GET ${url}: nothing found`);
  }
}

/**
 * `people` public profiles with names from a small list (many share a first or last name,
 * as in life), and `journeys` journeys over 60 topics × 10 verbs × 30 words in ten
 * categories: 70% public, 20% followers only, 10% private. Bulk SQL as the owner, triggers
 * off, as a restore would do.
 */
async function seedCatalogue(databaseUrl: string, people: number, journeys: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into users (id, name, email, email_verified)
       select gen_random_uuid(), 'Person ' || n, 'person' || n || '@discover.bench.example', true
       from generate_series(1, $1::int) as n`,
      [people],
    );
    await client.query(
      `insert into profiles (id, username, full_name, visibility)
       select u.id, 'person_' || n.n,
         (array['Ana','Ben','Chen','Dara','Emil','Fatima','Goro','Hana','Ines','Jonas','Kiri',
                'Lena','Mateo','Noor','Omar','Priya','Quinn','Rosa','Sami','Yuki'])[1 + n.n % 20]
         || ' ' ||
         (array['Garcia','Nakamura','Okafor','Schmidt','Rossi','Kowalski','Haddad','Silva',
                'Novak','Kim','Dubois','Larsen','Petrov','Sato','Moreau','Costa','Ali','Berg',
                'Ivanova','Mendes','Yilmaz','Lopez','Sharma','Wong','Fischer'])[1 + (n.n / 20) % 25],
         'public'
       from users u
       join lateral (select substr(u.email, 7, position('@' in u.email) - 7)::int as n) n on true
       where u.email like '%@discover.bench.example'`,
    );
    await client.query(`create temporary table bench_people as
      select id, row_number() over (order by id) - 1 as n
      from users where email like '%@discover.bench.example'`);
    await client.query('create index on bench_people (n)');
    await client.query(
      `insert into journeys (owner_id, title, description, category, visibility, status,
         step_count, completed_step_count, created_at, updated_at)
       select p.id,
         (array['Learn','Master','Practice','Explore','Build','Train for','Read about','Plan',
                'Finish','Start'])[1 + k % 10]
         || ' ' ||
         (array['Spanish','Japanese','guitar lessons','marathon','sourdough','photography',
                'pottery wheel','Kyoto trip','budget','chess','piano','rock climbing','yoga',
                'watercolour','woodworking','gardening','coding','statistics','French',
                'cycling','swimming','baking','meditation','Portuguese','astronomy','sketching',
                'knitting','Lisbon walk','Iceland road trip','savings plan','calligraphy',
                'Korean','German','triathlon','bouldering','mushroom foraging','beekeeping',
                'podcasting','film photography','sailing','surfing','camping','birdwatching',
                'ceramics','cheesemaking','home brewing','public speaking','negotiation',
                'leadership','typing','Arabic','Hindi','Nepali','Turkish','Russian','Mandarin',
                'violin','drums','poetry','journaling'])[1 + (k / 10) % 60]
         || ' ' ||
         (array['basics','in 30 days','for beginners','again','together','this spring',
                'step by step','at home','with friends','properly','the slow way','by summer',
                'on weekends','for good','from scratch','one page a day','for work','with kids',
                'in the mountains','in town','after work','early mornings','the long way',
                'on a budget','for fun','deep dive','refresher','challenge','journey',
                'routine'])[1 + (k / 600) % 30],
         'Notes, milestones and what I learned along the way.',
         (array['health','fitness','learning','career','creative','travel','finance',
                'personal','community','other'])[1 + k % 10],
         case when (k / 7) % 10 < 7 then 'public' when (k / 7) % 10 < 9 then 'followers' else 'private' end,
         'active', 10, k % 11,
         now() - (k % 365) * interval '1 day',
         now() - (k % 365) * interval '1 day'
       from generate_series(0, $1::int - 1) as k
       join bench_people p on p.n = k % $2::int`,
      [journeys, people],
    );
    await client.query('commit');
    // Bulk inserts leave the GIN indexes' new entries in their pending lists, which every
    // search would then scan; on a live database autovacuum merges them as they come.
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ journeys: number; people: number }>(
      'select (select count(*)::int from journeys) as journeys, (select count(*)::int from profiles) as people',
    );
    return rows[0] ?? { journeys: 0, people: 0 };
  } finally {
    await client.end();
  }
}

/** autocannon GETs, request n to `urls[n % urls.length]` as `cookies[n % cookies.length]`. */
function load(
  urls: string[],
  cookies: string[],
  options: { seconds: number; connections: number; overallRate: number },
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: urls[0] ?? '',
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.overallRate,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const url = new URL(urls[next % urls.length] ?? '');
          const cookie = cookies[next % cookies.length] ?? '';
          next += 1;
          return {
            ...request,
            path: `${url.pathname}${url.search}`,
            headers: {
              ...request.headers,
              ...(cookie ? { cookie } : {}),
              'x-client-info': 'waymark-bench',
            },
          };
        },
      },
    ],
  });
}
