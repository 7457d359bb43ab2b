import autocannon from 'autocannon';
import pg from 'pg';
import { recreateDatabase } from './bench-database.ts';
import {
  floorRoute,
  loadFigures,
  seedApp,
  seededEmails,
  startWithPeople,
  type LoadFigures,
} from './signed-in-load.ts';

// Issue 16 budgets on PostgreSQL with 1,000,000 people on the board.
export const myRankBudgetP99Ms = 10;
export const boardPageBudgetP99Ms = 20;
const databaseName = 'waymark_bench_leaderboard';
const password = 'bench-board-5521';

export interface LeaderboardRouteResult extends LoadFigures {
  route: string;
  offeredPerSecond: number;
  sustainedPerSecond: number;
}

export interface LeaderboardBenchResult {
  people: number;
  totalsRows: number;
  histogramBuckets: number;
  seedSeconds: number;
  /** The rank query alone (app.leaderboard_rank()), as a viewer, for people spread over the board. */
  myRank: { samples: number; p50Ms: number; p99Ms: number; budgetP99Ms: number; met: boolean };
  rate: number;
  seconds: number;
  routes: LeaderboardRouteResult[];
}

/** The week key of the board for a Monday-start viewer today (periodWindow() in shared). */
function weekKey(now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return `w:${day.toISOString().slice(0, 10)}`;
}

/**
 * GET /api/leaderboard (the top 100, my rank and neighbours) for the week and all time, at a
 * fixed offered rate (autocannon overallRate) from signed-in viewers ranked far down a board
 * of `people` (1,000,000 by default), beside the floor route in the same run; and the rank
 * query alone, timed in the database, for people spread over the whole board.
 */
export async function benchLeaderboard({
  port,
  adminUrl,
  seconds,
  rate = 200,
  people = 1_000_000,
  viewers = 50,
  reuse = false,
}: {
  port: number;
  adminUrl: string;
  seconds: number;
  rate?: number;
  people?: number;
  viewers?: number;
  /** Measure the database a previous run seeded (same day), instead of seeding it again. */
  reuse?: boolean;
}): Promise<LeaderboardBenchResult> {
  const seedStarted = performance.now();
  const week = weekKey();
  let databaseUrl: string;
  let counts: { totalsRows: number; histogramBuckets: number };
  if (reuse) {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    counts = await countBoard(databaseUrl);
  } else {
    databaseUrl = await recreateDatabase(adminUrl, databaseName);
    seedApp(databaseUrl, [
      `--users=${viewers + 1}`,
      '--journeys-per-user=2',
      '--steps-per-journey=2',
      '--projects-per-user=0',
      `--password=${password}`,
    ]);
    counts = await seedBoard(databaseUrl, people, week);
  }
  const myRank = await timeRanks(databaseUrl, week);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

  const server = await startWithPeople({
    port,
    databaseUrl,
    name: 'leaderboard',
    emails: seededEmails(2, viewers + 1),
    password,
  });
  try {
    const board = (period: string) => `${server.baseUrl}/api/leaderboard?period=${period}`;
    const check = await fetch(board('all'), { headers: { cookie: server.cookies[0] ?? '' } });
    const body = (await check.json()) as { top?: unknown[]; around?: { rank: number }[] };
    if (!check.ok || body.top?.length !== 100 || !body.around?.length) {
      throw new Error(
        `GET /api/leaderboard: ${check.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
    const run = async (route: string, url: string, cookies: string[], budget: number) => {
      const result = await loadAtRate(url, cookies, seconds, rate);
      return {
        route,
        offeredPerSecond: rate,
        sustainedPerSecond: Math.round(result.requests.total / seconds),
        ...loadFigures(result, budget),
      };
    };
    const routes = [
      await run(floorRoute, `${server.baseUrl}/api/public-config`, [''], boardPageBudgetP99Ms),
      await run(
        'GET /api/leaderboard?period=week (top 100 + me)',
        board('week'),
        server.cookies,
        boardPageBudgetP99Ms,
      ),
      await run(
        'GET /api/leaderboard?period=all (top 100 + me)',
        board('all'),
        server.cookies,
        boardPageBudgetP99Ms,
      ),
    ];
    return {
      people,
      ...counts,
      seedSeconds,
      myRank,
      rate,
      seconds,
      routes,
    };
  } finally {
    await server.stop();
  }
}

/**
 * `people` bare accounts with public profiles and points this week and all time, skewed like
 * real boards (few high, many low). Triggers are off while bulk-loading, as a restore would
 * do; the histogram is then built in one statement from the totals.
 */
async function seedBoard(databaseUrl: string, people: number, week: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `insert into users (id, name, email, email_verified)
       select gen_random_uuid(), 'Climber ' || n, 'climber' || n || '@bench.waymark.example', true
       from generate_series(1, $1) as n`,
      [people],
    );
    await client.query(
      `insert into profiles (id, username, full_name, visibility)
       select id, 'climber_' || substr(email, 8, position('@' in email) - 8), name, 'public'
       from users where email like '%@bench.waymark.example'`,
    );
    await client.query(
      `insert into leaderboard_totals (period, user_id, points, opted_in, listed)
       select 'all', id, floor(20000 * power(random(), 4))::int, true, true
       from users where email like '%@bench.waymark.example'`,
    );
    await client.query(
      `insert into leaderboard_totals (period, user_id, points, opted_in, listed)
       select $1, id, floor(700 * power(random(), 3))::int, true, true
       from users where email like '%@bench.waymark.example'`,
      [week],
    );
    await client.query(
      `delete from leaderboard_histogram where period in ('all', 'all#', $1, $1 || '#')`,
      [week],
    );
    // Exact buckets and hundreds, as the totals' trigger keeps them.
    await client.query(
      `insert into leaderboard_histogram (period, points, people)
       select period, points, count(*) from leaderboard_totals
       where period in ('all', $1) and listed group by period, points
       union all
       select period || '#', floor(points / 100.0)::int * 100, count(*) from leaderboard_totals
       where period in ('all', $1) and listed group by 1, 2`,
      [week],
    );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return countBoard(databaseUrl);
}

async function countBoard(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ totals: number; buckets: number }>(
      `select (select count(*)::int from leaderboard_totals) as totals,
              (select count(*)::int from leaderboard_histogram) as buckets`,
    );
    return { totalsRows: rows[0]?.totals ?? 0, histogramBuckets: rows[0]?.buckets ?? 0 };
  } finally {
    await client.end();
  }
}

/** app.leaderboard_rank() as 1,000 different viewers would call it, points spread over the board. */
async function timeRanks(databaseUrl: string, week: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; period: string; points: number }>(
      `select user_id as id, period, points from leaderboard_totals
       where period in ('all', $1) order by random() limit 1000`,
      [week],
    );
    const times: number[] = [];
    for (const row of rows) {
      await client.query('begin');
      await client.query(`select set_config('app.user_id', $1, true)`, [row.id]);
      await client.query('set local role app_user');
      const started = performance.now();
      await client.query('select app.leaderboard_rank($1, $2)', [row.period, row.points]);
      times.push(performance.now() - started);
      await client.query('rollback');
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 100) / 100;
    const p99Ms = at(0.99);
    return {
      samples: times.length,
      p50Ms: at(0.5),
      p99Ms,
      budgetP99Ms: myRankBudgetP99Ms,
      met: p99Ms < myRankBudgetP99Ms,
    };
  } finally {
    await client.end();
  }
}

/** autocannon GETs at a fixed offered rate, request n as `cookies[n % cookies.length]`. */
function loadAtRate(
  url: string,
  cookies: string[],
  seconds: number,
  overallRate: number,
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url,
    connections: 50,
    duration: seconds,
    overallRate,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const cookie = cookies[next % cookies.length] ?? '';
          next += 1;
          return {
            ...request,
            headers: { ...request.headers, cookie, 'x-client-info': 'waymark-bench' },
          };
        },
      },
    ],
  });
}
