// `npm run bench`: start-up times, HTTP load on health and an RLS-wrapped read, a Lighthouse
// audit of the public pages and, with DATABASE_URL, sign-in under load on PostgreSQL.
// Prints tables and writes bench/results/<time>.json. BENCH_ONLY=sign-in runs only the latter;
// BENCH_ONLY=journeys only the journeys list on a seeded PostgreSQL (also part of a full run);
// BENCH_ONLY=social only the profile page and followers page with 1,000,000 follows;
// BENCH_ONLY=fast-read only the ratio table (bare Fastify, reference server, floor, signed-in
// reads) and the fixed-rate table (also part of a full run).
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
import { startServer } from './server-process.ts';
import { floorRoute, type LoadFigures } from './signed-in-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
// Pages a signed-out visitor lands on; each has a Lighthouse budget.
const pages = (process.env.BENCH_PAGES ?? '/,/pricing,/about,/faq').split(',');
const only = process.env.BENCH_ONLY;
const adminUrl = process.env.DATABASE_URL;
const onlyChoices = ['sign-in', 'journeys', 'social', 'fast-read'];
if (only !== undefined && !onlyChoices.includes(only)) {
  throw new Error(`BENCH_ONLY must be one of ${onlyChoices.join(', ')}, not ${only}`);
}
if (only !== undefined && !adminUrl) {
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

const results: (EngineResult & { audits: PageAudit[] })[] = [];
if (!only) {
  results.push(await benchEngine('pglite'));
  if (adminUrl) results.push(await benchEngine('postgres', adminUrl));
}
const signIn: SignInResult | undefined =
  adminUrl && (only === undefined || only === 'sign-in')
    ? await benchSignIn({
        port,
        adminUrl,
        seconds: Number(process.env.BENCH_SIGN_IN_SECONDS ?? 10),
        connections: Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 20),
      })
    : undefined;

const journeysList: JourneysListResult | undefined =
  adminUrl && (only === undefined || only === 'journeys')
    ? await benchJourneysList({
        port,
        adminUrl,
        seconds: Number(process.env.BENCH_JOURNEYS_SECONDS ?? 10),
        connections: Number(process.env.BENCH_JOURNEYS_CONNECTIONS ?? 50),
        users: Number(process.env.BENCH_JOURNEYS_USERS ?? 1000),
      })
    : undefined;

const social: SocialProfileResult | undefined =
  adminUrl && (only === undefined || only === 'social')
    ? await benchSocialProfile({
        port,
        adminUrl,
        seconds: Number(process.env.BENCH_SOCIAL_SECONDS ?? 10),
        connections: Number(process.env.BENCH_SOCIAL_CONNECTIONS ?? 50),
      })
    : undefined;

const fastRead: FastReadResult | undefined =
  adminUrl && (only === undefined || only === 'fast-read')
    ? await benchFastRead({
        port,
        adminUrl,
        seconds: Number(process.env.BENCH_FAST_READ_SECONDS ?? 10),
        fixedRateSeconds: Number(process.env.BENCH_FIXED_RATE_SECONDS ?? 20),
        journeysPerUser: Number(process.env.BENCH_FAST_READ_JOURNEYS_PER_USER ?? 100),
      })
    : undefined;

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

if (fastRead) {
  const f = fastRead;
  console.log(
    `Fast read (PostgreSQL, ${f.journeys} journeys, ${f.connections} connections, ${f.seconds} s each, one run)`,
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
  console.log('Fixed offered rate (autocannon overallRate)');
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

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
const report = JSON.stringify(
  { at: new Date().toISOString(), seconds, results, signIn, journeysList, social, fastRead },
  null,
  2,
);
const file = join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, report);
writeFileSync(join(resultsDir, 'latest.json'), report);
console.log(`Results written to ${file}`);
