import pg from 'pg';
import { recreateDatabase } from './bench-database.ts';
import {
  loadAsPeople,
  loadFigures,
  loadFloor,
  seedApp,
  seededEmails,
  startWithPeople,
  type LoadFigures,
} from './signed-in-load.ts';

export const journeysListBudgetP99Ms = 25;
const databaseName = 'waymark_bench_journeys';
const password = 'bench-journeys-1843';

export interface JourneysListResult extends LoadFigures {
  journeys: number;
  steps: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  requests: number;
  /** The floor route under the same load and server, for comparison. */
  floor: LoadFigures;
}

export interface JourneysListOptions {
  port: number;
  /** postgres:// URL of a server the bench may create and drop databases on. */
  adminUrl: string;
  seconds: number;
  connections?: number;
  /** 1,000 people × 100 journeys × 10 steps: the 100,000 / 1,000,000 of the budget. */
  users?: number;
  journeysPerUser?: number;
  stepsPerJourney?: number;
}

/**
 * GET /api/journeys?limit=20 (the first page of one's own journeys, with progress) from
 * `connections` clients, each request as one of as many signed-in people, on PostgreSQL
 * seeded by `npm run seed` into its own database (`waymark_bench_journeys`).
 */
export async function benchJourneysList({
  port,
  adminUrl,
  seconds,
  connections = 50,
  users = 1000,
  journeysPerUser = 100,
  stepsPerJourney = 10,
}: JourneysListOptions): Promise<JourneysListResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  const seedStarted = performance.now();
  seedApp(databaseUrl, [
    `--users=${users}`,
    `--journeys-per-user=${journeysPerUser}`,
    `--steps-per-journey=${stepsPerJourney}`,
    `--password=${password}`,
    '--batch-size=50',
  ]);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const counts = await analyze(databaseUrl);

  const server = await startWithPeople({
    port,
    databaseUrl,
    name: 'journeys',
    emails: seededEmails(1, connections),
    password,
  });
  const { cookies } = server;
  try {
    const url = `${server.baseUrl}/api/journeys?limit=20`;
    // Warm the pool, the JIT and each person's session outside the measurement.
    for (const cookie of cookies) await checkPage(url, cookie);
    const list = await measure(url, cookies, seconds, connections);
    const floor = loadFigures(
      await loadFloor(server.baseUrl, seconds, connections),
      journeysListBudgetP99Ms,
    );
    return { ...counts, seedSeconds, ...list, floor };
  } finally {
    await server.stop();
  }
}

async function analyze(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
    const { rows } = await client.query<{ journeys: number; steps: number }>(
      'select (select count(*)::int from journeys) as journeys, (select count(*)::int from journey_steps) as steps',
    );
    return rows[0] ?? { journeys: 0, steps: 0 };
  } finally {
    await client.end();
  }
}

async function checkPage(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  const body = (await response.json()) as { items?: { progress: number }[] };
  if (!response.ok || body.items?.length !== 20) {
    throw new Error(`GET ${url}: ${response.status}, ${body.items?.length ?? 0} journeys`);
  }
}

async function measure(url: string, cookies: string[], seconds: number, connections: number) {
  const result = await loadAsPeople([url], cookies, seconds, connections);
  return {
    connections,
    seconds,
    requests: result.requests.total,
    ...loadFigures(result, journeysListBudgetP99Ms),
  };
}
