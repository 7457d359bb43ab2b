import { recreateDatabase } from './bench-database.ts';
import { loadWithCookies as load } from './cookie-load.ts';
import { startReference } from './reference-process.ts';
import { seedApp, seededEmails, startWithPeople } from './signed-in-load.ts';

const databaseName = 'waymark_bench_fast_read';
const password = 'bench-fast-read-1843';

export interface RouteFigures {
  route: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Ratio {
  name: string;
  ratio: number;
  target: number;
  met: boolean;
}

export interface FixedRateFigures {
  route: string;
  offeredPerSecond: number;
  sustainedPerSecond: number;
  latencyP99Ms: number;
  budgetP99Ms: number;
  met: boolean;
}

export interface FastReadResult {
  journeys: number;
  connections: number;
  seconds: number;
  routes: RouteFigures[];
  ratios: Ratio[];
  fixedRate: FixedRateFigures[];
}

export interface FastReadOptions {
  port: number;
  adminUrl: string;
  seconds: number;
  fixedRateSeconds: number;
  connections?: number;
  /** 1,000 people × 100 journeys × 10 steps: the 100,000 / 1,000,000 the issue names. */
  users?: number;
  journeysPerUser?: number;
  stepsPerJourney?: number;
}

const names = {
  hello: 'bare Fastify GET /hello',
  floor: 'GET /api/public-config (floor)',
  reference: 'reference: bare Fastify + pg session read',
  profile: 'GET /api/me/profile',
  journeys: 'GET /api/journeys?limit=20',
};

/**
 * The fast read path judged as ratios measured side by side in one run (the machine's noise
 * cancels out): the floor route against bare Fastify, the signed-in profile read against a
 * plain reference server doing the same SQL, the journeys page against the floor; then
 * latency at a fixed offered rate, where p99 means something on two cores.
 */
export async function benchFastRead({
  port,
  adminUrl,
  seconds,
  fixedRateSeconds,
  connections = 10,
  users = 1000,
  journeysPerUser = 100,
  stepsPerJourney = 10,
}: FastReadOptions): Promise<FastReadResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  seedApp(databaseUrl, [
    `--users=${users}`,
    `--journeys-per-user=${journeysPerUser}`,
    `--steps-per-journey=${stepsPerJourney}`,
    '--projects-per-user=0',
    `--password=${password}`,
    '--batch-size=50',
  ]);
  const people = Math.min(users, 100);
  const waymark = await startWithPeople({
    port,
    databaseUrl,
    name: 'fast-read',
    emails: seededEmails(1, people),
    password,
  });
  const hello = await startReference('hello-server', port + 1);
  const reference = await startReference('session-read-server', port + 2, databaseUrl);
  const { cookies } = waymark;
  const urls = {
    hello: { url: `${hello.baseUrl}/hello`, cookies: [''] },
    floor: { url: `${waymark.baseUrl}/api/public-config`, cookies: [''] },
    reference: { url: `${reference.baseUrl}/profile`, cookies },
    profile: { url: `${waymark.baseUrl}/api/me/profile`, cookies },
    journeys: { url: `${waymark.baseUrl}/api/journeys?limit=20`, cookies },
  };
  try {
    const routes: Record<keyof typeof names, RouteFigures> = {} as never;
    for (const key of Object.keys(names) as (keyof typeof names)[]) {
      const { url, cookies: as } = urls[key];
      // A short warm-up (JIT, pool, sessions) outside the measurement.
      await load(url, as, { seconds: 2, connections });
      const result = await load(url, as, { seconds, connections });
      routes[key] = {
        route: names[key],
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      };
    }
    const ratio = (name: string, of: RouteFigures, to: RouteFigures, target: number): Ratio => {
      const value = Math.round((of.requestsPerSecond / to.requestsPerSecond) * 100) / 100;
      return { name, ratio: value, target, met: value >= target };
    };
    const ratios = [
      ratio('floor ÷ bare Fastify', routes.floor, routes.hello, 0.5),
      ratio('profile ÷ reference', routes.profile, routes.reference, 1.5),
      ratio('journeys page ÷ floor', routes.journeys, routes.floor, 0.4),
    ];
    const fixedRate: FixedRateFigures[] = [];
    for (const [key, rate] of [
      ['profile', 2000],
      ['journeys', 1500],
    ] as const) {
      const { url, cookies: as } = urls[key];
      const result = await load(url, as, {
        seconds: fixedRateSeconds,
        connections: 50,
        overallRate: rate,
      });
      const sustained = Math.round(result.requests.total / fixedRateSeconds);
      fixedRate.push({
        route: names[key],
        offeredPerSecond: rate,
        sustainedPerSecond: sustained,
        latencyP99Ms: result.latency.p99,
        budgetP99Ms: 25,
        // Sustained within 2% of the offered rate, and p99 under the budget.
        met: sustained >= rate * 0.98 && result.latency.p99 < 25 && result.non2xx === 0,
      });
    }
    return {
      journeys: users * journeysPerUser,
      connections,
      seconds,
      routes: Object.values(routes),
      ratios,
      fixedRate,
    };
  } finally {
    await Promise.all([waymark.stop(), hello.stop(), reference.stop()]);
  }
}
