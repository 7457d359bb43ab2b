// `npm run bench`: start-up times, HTTP load on health and an RLS-wrapped read, a Lighthouse
// audit of the public pages and, with DATABASE_URL, sign-in under load on PostgreSQL.
// Prints tables and writes bench/results/<time>.json. BENCH_ONLY=sign-in runs only the latter;
// BENCH_ONLY=journeys only the journeys list on a seeded PostgreSQL (also part of a full run);
// BENCH_ONLY=social only the profile page and followers page with 1,000,000 follows;
// BENCH_ONLY=leaderboard only the leaderboard (1,000,000 people, fixed offered rate);
// BENCH_ONLY=fast-read only the ratio table (bare Fastify, reference server, floor, signed-in
// reads, on PostgreSQL then on PGlite unless BENCH_FAST_READ_PGLITE=0) and the fixed-rate
// table (also part of a full run); BENCH_ONLY=timeline only the
// Following tab over 1,000,000 activities (also part of a full run); BENCH_ONLY=discover only
// the Discover search at a fixed 100 req/s over 100,000 journeys and 10,000 people;
// BENCH_ONLY=realtime only the realtime budgets (5,000 sockets, 50-member delivery on one node
// and on two nodes through Redis).
// BENCH_ONLY=webhooks only webhook deliveries per second through the queue and the export of an
// account with 1,000 journeys (also part of a full run).
// BENCH_ONLY=instant-app only the instant app (issue 32, embedded database, no DATABASE_URL):
// a new tab of each main screen with every API answer delayed BENCH_INSTANT_API_DELAY_MS
// (default 3000) shows the person's kept data in < 1 s (also part of a full run).
// BENCH_ONLY=soak only the soak, never part of a full run: two nodes through Redis on one
// PostgreSQL database for BENCH_SOAK_MINUTES (default 60) at a fixed mixed rate of reads and writes
// (BENCH_SOAK_RATE, default 200 req/s) with BENCH_SOAK_SOCKETS (default 1,000) sockets receiving
// chat messages (BENCH_SOAK_MESSAGES, default 10/s); a row each minute, verdicts at the end.
// BENCH_ONLY=async-context only what AsyncLocalStorage's promise hooks cost a signed-in read
// (never part of a full run): the profile read on a node with them off, then on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadResult, measureLoad } from './http-load.ts';
import { auditPage, type PageAudit } from './page-audit.ts';
import { seedPublicProfile } from './seed.ts';
import { benchJourneysList, type JourneysListResult } from './journeys-list.ts';
import { benchSignIn, type SignInResult } from './sign-in-load.ts';
import { benchSocialProfile, type SocialProfileResult } from './social-profile.ts';
import { benchFastRead, type FastReadResult } from './fast-read.ts';
import { benchTimeline, type TimelineResult } from './timeline.ts';
import { benchLeaderboard, type LeaderboardBenchResult } from './leaderboard.ts';
import { benchDiscover, type DiscoverResult } from './discover.ts';
import { benchRealtime, type DeliveryFigures, type RealtimeResult } from './realtime.ts';
import { benchWebhooks, type WebhooksBenchResult } from './webhooks.ts';
import { benchSoak, soakRowView, type SoakResult } from './soak.ts';
import { benchInstantApp, type InstantAppResult } from './instant-app.ts';
import { benchAsyncContext, type AsyncContextResult } from './async-context.ts';
import { startServer } from './server-process.ts';
import { floorRoute, type LoadFigures } from './signed-in-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
// Pages a signed-out visitor lands on; each has a Lighthouse budget.
const pages = (process.env.BENCH_PAGES ?? '/,/pricing,/about,/faq').split(',');
const only = process.env.BENCH_ONLY;
const adminUrl = process.env.DATABASE_URL;
const onlyChoices = [
  'sign-in',
  'journeys',
  'social',
  'fast-read',
  'timeline',
  'leaderboard',
  'discover',
  'realtime',
  'webhooks',
  'soak',
  'instant-app',
  'async-context',
];
if (only !== undefined && !onlyChoices.includes(only)) {
  throw new Error(`BENCH_ONLY must be one of ${onlyChoices.join(', ')}, not ${only}`);
}
// The instant app runs on the embedded database: it measures the browser, not the engine.
if (only !== undefined && only !== 'instant-app' && !adminUrl) {
  throw new Error(`BENCH_ONLY=${only} needs DATABASE_URL: that benchmark runs on PostgreSQL`);
}

interface EngineResult {
  engine: 'pglite' | 'postgres';
  freshStartMs: number;
  restartMs: number;
  load: LoadResult[];
}

async function benchEngine(engine: EngineResult['engine'], databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `waymark-bench-${engine}-`));
  try {
    const target = { port, dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
    const fresh = await startServer(target);
    await fresh.stop();
    const profileId = await seedPublicProfile(target);
    const server = await startServer(target);
    try {
      const load = [
        await measureLoad('GET /api/health', `${server.baseUrl}/api/health`, seconds),
        await measureLoad(
          'GET /api/profiles/:id (RLS)',
          `${server.baseUrl}/api/profiles/${profileId}`,
          seconds,
        ),
      ];
      const audits: PageAudit[] = [];
      // Lighthouse runs once, on the embedded default: page weight does not depend on the engine.
      if (engine === 'pglite') {
        for (const page of pages) audits.push(await auditPage(`${server.baseUrl}${page}`));
      }
      return {
        engine,
        freshStartMs: fresh.msToHealthy,
        restartMs: server.msToHealthy,
        load,
        audits,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL benchmark when the run is a full one or BENCH_ONLY names it. */
async function whenChosen<T>(
  name: (typeof onlyChoices)[number],
  run: (adminUrl: string) => Promise<T>,
): Promise<T | undefined> {
  return adminUrl && (only === undefined || only === name) ? run(adminUrl) : undefined;
}

const results: (EngineResult & { audits: PageAudit[] })[] = [];
if (!only) {
  results.push(await benchEngine('pglite'));
  if (adminUrl) results.push(await benchEngine('postgres', adminUrl));
}
const signIn: SignInResult | undefined = await whenChosen('sign-in', (adminUrl) =>
  benchSignIn({
    port,
    adminUrl,
    seconds: Number(process.env.BENCH_SIGN_IN_SECONDS ?? 10),
    connections: Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 20),
  }),
);

const journeysList: JourneysListResult | undefined = await whenChosen('journeys', (adminUrl) =>
  benchJourneysList({
    port,
    adminUrl,
    seconds: Number(process.env.BENCH_JOURNEYS_SECONDS ?? 10),
    connections: Number(process.env.BENCH_JOURNEYS_CONNECTIONS ?? 50),
    users: Number(process.env.BENCH_JOURNEYS_USERS ?? 1000),
  }),
);

const social: SocialProfileResult | undefined = await whenChosen('social', (adminUrl) =>
  benchSocialProfile({
    port,
    adminUrl,
    seconds: Number(process.env.BENCH_SOCIAL_SECONDS ?? 10),
    connections: Number(process.env.BENCH_SOCIAL_CONNECTIONS ?? 50),
  }),
);

const leaderboard: LeaderboardBenchResult | undefined = await whenChosen(
  'leaderboard',
  (adminUrl) =>
    benchLeaderboard({
      port,
      adminUrl,
      seconds: Number(process.env.BENCH_LEADERBOARD_SECONDS ?? 20),
      rate: Number(process.env.BENCH_LEADERBOARD_RATE ?? 200),
      people: Number(process.env.BENCH_LEADERBOARD_PEOPLE ?? 1_000_000),
      reuse: process.env.BENCH_LEADERBOARD_REUSE === '1',
    }),
);

const fastReadOptions = {
  port,
  seconds: Number(process.env.BENCH_FAST_READ_SECONDS ?? 10),
  fixedRateSeconds: Number(process.env.BENCH_FIXED_RATE_SECONDS ?? 20),
  journeysPerUser: Number(process.env.BENCH_FAST_READ_JOURNEYS_PER_USER ?? 100),
  followers: Number(process.env.BENCH_FAST_READ_FOLLOWERS ?? 100_000),
};
const fastRead: FastReadResult | undefined = await whenChosen('fast-read', (adminUrl) =>
  benchFastRead({ ...fastReadOptions, adminUrl }),
);
// The same table on embedded PGlite (one connection in-process): reported, not judged.
const fastReadPglite: FastReadResult | undefined =
  fastRead && process.env.BENCH_FAST_READ_PGLITE !== '0'
    ? await benchFastRead(fastReadOptions)
    : undefined;

const timeline: TimelineResult | undefined = await whenChosen('timeline', (adminUrl) =>
  benchTimeline({
    port,
    adminUrl,
    seconds: Number(process.env.BENCH_TIMELINE_SECONDS ?? 10),
    fixedRateSeconds: Number(process.env.BENCH_FIXED_RATE_SECONDS ?? 20),
  }),
);

const discover: DiscoverResult | undefined = await whenChosen('discover', (adminUrl) =>
  benchDiscover({
    port,
    adminUrl,
    seconds: Number(process.env.BENCH_DISCOVER_SECONDS ?? 30),
    rate: Number(process.env.BENCH_DISCOVER_RATE ?? 100),
  }),
);

const realtime: RealtimeResult | undefined = await whenChosen('realtime', (adminUrl) =>
  benchRealtime({
    port,
    adminUrl,
    sockets: Number(process.env.BENCH_REALTIME_SOCKETS ?? 5_000),
    rounds: Number(process.env.BENCH_REALTIME_ROUNDS ?? 100),
  }),
);
const webhooks: WebhooksBenchResult | undefined = await whenChosen('webhooks', (adminUrl) =>
  benchWebhooks({
    port,
    adminUrl,
    deliveries: Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 500),
    exportJourneys: Number(process.env.BENCH_EXPORT_JOURNEYS ?? 1000),
  }),
);
// The instant app (issue 32): a browser on the embedded database, in a full run too.
const instantApp: InstantAppResult | undefined =
  only === undefined || only === 'instant-app'
    ? await benchInstantApp({
        port,
        apiDelayMs: Number(process.env.BENCH_INSTANT_API_DELAY_MS ?? 3000),
      })
    : undefined;
if (instantApp) {
  console.log(
    `\nInstant app: a new tab of each main screen with every API answer delayed ${instantApp.apiDelayMs} ms (data kept on the device)`,
  );
  console.table(
    instantApp.screens.map((s) => ({
      screen: s.screen,
      'data shown ms': s.shownMs,
      budget: `< ${instantApp.budgetMs} ms: ${s.withinBudget ? 'ok' : 'OVER'}`,
    })),
  );
  console.log(
    `Without kept reads, /journeys showed its data after ${instantApp.withoutKeptReadsMs} ms.`,
  );
  const clicks = instantApp.clickToContent;
  console.log(
    `\nClick to content between main screens (header links, CPU ${clicks.cpuSlowdown}× slower, ${clicks.samples} clicks): p50 ${clicks.p50Ms} ms, p95 ${clicks.p95Ms} ms (budget < ${clicks.budgetMs} ms: ${clicks.p95Ms < clicks.budgetMs ? 'ok' : 'OVER'})`,
  );
  console.table(clicks.perScreen.map((s) => ({ screen: s.screen, 'p95 ms': s.p95Ms })));
  console.log('Lighthouse (mobile emulation), signed in');
  console.table(
    instantApp.signedInAudits.map(({ page, cache, audit }) => ({
      page,
      cache,
      performance: audit.performance,
      accessibility: audit.accessibility,
      'LCP ms': audit.largestContentfulPaintMs,
      'TBT ms': audit.totalBlockingTimeMs,
      'JS gzip KB': (audit.scriptGzipBytes / 1024).toFixed(1),
      budget: audit.error
        ? `not measured: ${audit.error}`
        : `≥ ${cache === 'warm' ? 90 : 75}: ${audit.performance >= (cache === 'warm' ? 90 : 75) ? 'ok' : 'OVER'}`,
    })),
  );
}

// Only when asked for by name: it answers one question (issue 29) and changes with no code.
const asyncContext: AsyncContextResult | undefined =
  adminUrl && only === 'async-context'
    ? await benchAsyncContext({ port, adminUrl, seconds: Math.max(seconds, 8) })
    : undefined;
if (asyncContext) {
  console.log(
    `\nAsyncLocalStorage's promise hooks on a signed-in read (GET /api/me/profile, PostgreSQL, 10 connections)`,
  );
  console.table(
    asyncContext.runs.map((run) => ({
      phase: run.phase,
      'req/s': run.requestsPerSecond,
      'p50 ms': run.p50Ms,
      'p99 ms': run.p99Ms,
      'non-2xx': run.non2xx,
    })),
  );
  console.log(
    `hooks on ÷ hooks off: ${asyncContext.ratio}× (the two runs with them off differ by ${Math.round(asyncContext.drift * 100)} %)`,
  );
}
// An hour by default: only when asked for by name, never in a full run.
const soak: SoakResult | undefined =
  adminUrl && only === 'soak'
    ? await benchSoak({
        port,
        adminUrl,
        minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 60),
        rate: Number(process.env.BENCH_SOAK_RATE ?? 200),
        sockets: Number(process.env.BENCH_SOAK_SOCKETS ?? 1_000),
        messagesPerSecond: Number(process.env.BENCH_SOAK_MESSAGES ?? 10),
        people: Number(process.env.BENCH_SOAK_PEOPLE ?? 200),
      })
    : undefined;
if (soak) {
  console.log(
    `\nSoak (two nodes through Redis, ${soak.people} people, ${soak.offeredPerSecond} req/s offered, ${soak.sockets} sockets, ${soak.messagesPerSecond} chat messages/s)`,
  );
  console.table(soak.rows.map(soakRowView));
  if (Object.keys(soak.failures).length > 0) {
    console.log('Soak failures by kind');
    console.table(Object.entries(soak.failures).map(([kind, count]) => ({ kind, count })));
  }
  console.log(`Soak budgets (${soak.minutes} min)`);
  console.table(
    soak.verdicts.map((v) => ({
      budget: v.budget,
      value: v.value,
      verdict: v.met === 'not judged' ? 'not judged (run too short)' : v.met ? 'ok' : 'OVER',
    })),
  );
}
if (webhooks) {
  console.log('\nWebhooks through the job queue, and the export of one account');
  console.table([webhooks]);
}

const ms = (value: number) => `${Math.round(value)} ms`;
if (results.length > 0) {
  console.log('\nStart-up (process spawn → /api/health ok)');
  console.table(
    results.map((r) => ({ engine: r.engine, fresh: ms(r.freshStartMs), restart: ms(r.restartMs) })),
  );
  console.log(`HTTP load (autocannon, 10 connections, ${seconds} s each)`);
  console.table(
    results.flatMap((r) =>
      r.load.map((l) => ({
        engine: r.engine,
        route: l.name,
        'req/s': l.requestsPerSecond,
        'p50 ms': l.latencyP50Ms,
        'p99 ms': l.latencyP99Ms,
        errors: l.errors,
        non2xx: l.non2xx,
      })),
    ),
  );
}
const audits = results[0]?.audits ?? [];
if (audits.length > 0) {
  console.log('Lighthouse (mobile emulation)');
  console.table(
    audits.map((audit) => ({
      page: new URL(audit.url).pathname,
      performance: audit.performance,
      accessibility: audit.accessibility,
      'best practices': audit.bestPractices,
      seo: audit.seo,
      'LCP ms': audit.largestContentfulPaintMs,
      'TBT ms': audit.totalBlockingTimeMs,
      'JS gzip KB': (audit.scriptGzipBytes / 1024).toFixed(1),
    })),
  );
}

if (signIn) {
  console.log(
    `Sign-in (PostgreSQL, ${signIn.connections} connections, ${signIn.users} users, ${signIn.seconds} s)`,
  );
  console.table([
    {
      route: 'POST /api/auth/sign-in/email',
      'req/s': signIn.requestsPerSecond,
      'p50 ms': signIn.latencyP50Ms,
      'p95 ms': signIn.latencyP95Ms,
      'p99 ms': signIn.latencyP99Ms,
      errors: signIn.errors,
      non2xx: signIn.non2xx,
      budget: `p95 < ${signIn.budgetP95Ms} ms: ${signIn.withinBudget ? 'ok' : 'OVER'}`,
    },
  ]);
  const { scryptMs, cores, ceilingPerSecond, parallel, parallelPerSecond } = signIn.hash;
  console.log(
    `One password hash (scrypt N=16384, r=16) takes ${scryptMs} ms here: ${cores} cores verify at most ~${ceilingPerSecond} sign-ins/s; ${parallel} hashes at once ran at ${parallelPerSecond}/s.`,
  );
}

/** One load run as a table row, judged against its p99 budget. */
function loadRow(figures: LoadFigures) {
  return {
    'req/s': figures.requestsPerSecond,
    'p50 ms': figures.latencyP50Ms,
    'p99 ms': figures.latencyP99Ms,
    'max ms': figures.latencyMaxMs,
    errors: figures.errors,
    non2xx: figures.non2xx,
    budget: `p99 < ${figures.budgetP99Ms} ms: ${figures.withinBudget ? 'ok' : 'OVER'}`,
  };
}

if (journeysList) {
  const j = journeysList;
  console.log(
    `Journeys list (PostgreSQL, ${j.journeys} journeys, ${j.steps} steps seeded in ${j.seedSeconds} s, ${j.connections} connections, ${j.seconds} s)`,
  );
  console.table([
    { route: 'GET /api/journeys?limit=20', ...loadRow(j) },
    { route: floorRoute, ...loadRow(j.floor) },
  ]);
}

if (social) {
  console.log(
    `Social (PostgreSQL, ${social.followerRows} follower rows, ${social.starFollowers} following one person, seeded in ${social.seedSeconds} s, ${social.connections} connections, ${social.seconds} s)`,
  );
  console.table(social.routes.map((r) => ({ route: r.route, ...loadRow(r) })));
}

if (leaderboard) {
  const l = leaderboard;
  console.log(
    `Leaderboard (PostgreSQL, ${l.people} people, ${l.totalsRows} period totals, ${l.histogramBuckets} histogram buckets, seeded in ${l.seedSeconds} s)`,
  );
  console.log(
    `My rank alone (app.leaderboard_rank(), ${l.myRank.samples} people spread over the board): p50 ${l.myRank.p50Ms} ms, p99 ${l.myRank.p99Ms} ms: p99 < ${l.myRank.budgetP99Ms} ms: ${l.myRank.met ? 'ok' : 'OVER'}`,
  );
  console.log(`Fixed offered rate ${l.rate} req/s (autocannon overallRate), ${l.seconds} s each`);
  console.table(
    l.routes.map((r) => ({ route: r.route, sustained: r.sustainedPerSecond, ...loadRow(r) })),
  );
}

for (const f of [fastRead, fastReadPglite]) {
  if (!f) continue;
  if (f.loadAverage.start > 1.5) {
    console.log(
      `\n!!! NOT COMPARABLE: the load average was ${f.loadAverage.start} when this run started (above 1.5): something else was using the machine; run it again on a quiet machine. !!!`,
    );
  }
  console.log(
    `\nFast read (${f.engine === 'postgres' ? 'PostgreSQL' : 'PGlite, report only'}, ${f.journeys} journeys, ${f.steps} steps, ${f.followerRows} follower rows, ${f.reusedDatabase ? 'database of an earlier run reused' : `seeded in ${f.seedSeconds} s`}, ${f.connections} connections, ${f.seconds} s each, one run; load average ${f.loadAverage.start} → ${f.loadAverage.end})`,
  );
  console.table(
    f.routes.map((r) => ({
      route: r.route,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.latencyP50Ms,
      'p99 ms': r.latencyP99Ms,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
  console.table(
    f.ratios.map((r) => ({
      ratio: r.name,
      value: `${r.ratio}×`,
      target: `≥ ${r.target}×: ${r.met ? 'ok' : 'UNDER'}`,
    })),
  );
  console.log('Fixed offered rate (autocannon overallRate, 50 connections)');
  console.table(
    f.fixedRate.map((r) => ({
      route: r.route,
      offered: r.offeredPerSecond,
      sustained: r.sustainedPerSecond,
      'p99 ms': r.latencyP99Ms,
      budget: `p99 < ${r.budgetP99Ms} ms at the offered rate: ${r.met ? 'ok' : 'OVER'}`,
    })),
  );
}

if (timeline) {
  const t = timeline;
  console.log(
    `Timeline (PostgreSQL, ${t.activities} activities of ${t.people} people, ${t.followeesPerViewer} followed by each viewer, seeded in ${t.seedSeconds} s, ${t.connections} connections, ${t.seconds} s each, one run)`,
  );
  console.table(
    t.routes.map((r) => ({
      route: r.route,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.latencyP50Ms,
      'p99 ms': r.latencyP99Ms,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
  console.table([
    {
      ratio: 'following ÷ floor',
      value: `${t.ratio.value}×`,
      target: `≥ ${t.ratio.target}×: ${t.ratio.met ? 'ok' : 'UNDER'}`,
    },
    {
      ratio: `fixed ${t.fixedRate.offeredPerSecond} req/s offered`,
      value: `${t.fixedRate.sustainedPerSecond} sustained, p99 ${t.fixedRate.latencyP99Ms} ms`,
      target: `p99 < ${t.fixedRate.budgetP99Ms} ms: ${t.fixedRate.met ? 'ok' : 'OVER'}`,
    },
  ]);
}

if (discover) {
  const d = discover;
  console.log(
    `Discover search (PostgreSQL, ${d.journeys} journeys, ${d.people} people seeded in ${d.seedSeconds} s, ${d.connections} connections, ${d.seconds} s at a fixed rate)`,
  );
  console.table([
    {
      route: 'GET /api/discover/search?q=',
      offered: d.offeredPerSecond,
      sustained: d.sustainedPerSecond,
      'p50 ms': d.latencyP50Ms,
      'p99 ms': d.latencyP99Ms,
      'max ms': d.latencyMaxMs,
      non2xx: d.non2xx,
      budget: `p99 < ${d.budgetP99Ms} ms: ${d.withinBudget ? 'ok' : 'OVER'}`,
    },
    {
      route: floorRoute,
      offered: d.offeredPerSecond,
      sustained: d.floor.requestsPerSecond,
      'p50 ms': d.floor.latencyP50Ms,
      'p99 ms': d.floor.latencyP99Ms,
      'max ms': d.floor.latencyMaxMs,
      non2xx: d.floor.non2xx,
      budget: '(floor)',
    },
  ]);
}

if (realtime) {
  const r = realtime;
  console.log(`\nRealtime (PostgreSQL, ${r.sockets} signed-in sockets of ${r.people} people)`);
  console.table([
    {
      measure: 'server memory per socket',
      value: `${Math.round(r.memory.bytesPerSocket / 1024)} KB (RSS ${r.memory.rssBeforeMb} → ${r.memory.rssAfterMb} MB)`,
      target: `< ${r.memory.budget / 1024} KB: ${r.memory.met ? 'ok' : 'OVER'}`,
    },
    deliveryRow('one node', r.oneNode),
    'skipped' in r.twoNodes
      ? { measure: 'two nodes through Redis', value: `skipped: ${r.twoNodes.skipped}`, target: '' }
      : deliveryRow('two nodes through Redis', r.twoNodes),
  ]);
}

function deliveryRow(name: string, d: DeliveryFigures) {
  return {
    measure: `${d.members}-member topic, ${name} (${d.deliveries} deliveries)`,
    value: `published → delivered p50 ${d.publishedP50Ms} ms, p99 ${d.publishedP99Ms} ms; from the request p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms (write p99 ${d.writeP99Ms} ms, spread p99 ${d.spreadP99Ms} ms)${d.otherNodeP99Ms === undefined ? '' : `, on the other node p99 ${d.otherNodeP99Ms} ms`}, closed ${d.closed}`,
    target: `p99 < ${d.budgetP99Ms} ms: ${d.met ? 'ok' : 'OVER'}`,
  };
}

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
const report = JSON.stringify(
  {
    at: new Date().toISOString(),
    seconds,
    results,
    signIn,
    journeysList,
    social,
    leaderboard,
    fastRead,
    fastReadPglite,
    timeline,
    discover,
    realtime,
    webhooks,
    soak,
    instantApp,
    asyncContext,
  },
  null,
  2,
);
const file = join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, report);
writeFileSync(join(resultsDir, 'latest.json'), report);
console.log(`Results written to ${file}`);
