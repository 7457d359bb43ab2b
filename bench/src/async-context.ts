import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { recreateDatabase } from './bench-database.ts';
import { startServer } from './server-process.ts';
import {
  loadAsPeople,
  seedApp,
  seededEmails,
  signInSeeded,
  startWithPeople,
  unlimitedRate,
} from './signed-in-load.ts';

// Issue 29, item 3: what AsyncLocalStorage costs a signed-in read. On Node 20 the first
// AsyncLocalStorage.run() in a process (better-auth runs each of its endpoints inside one, and
// the sign-up's transaction rides on one) switches on promise hooks for every promise of the
// process, for good. The access step never calls better-auth, so a node that has served no
// auth endpoint runs without them. Two nodes on one database: people sign in on node A; node B
// serves `GET /api/me/profile` to them twice with the hooks off (the second run says how much
// a run drifts), then once more after one sign-in through B has switched them on.

const databaseName = 'waymark_bench_async_context';
const password = 'bench-async-context-1843';
const people = 50;

export interface AsyncContextRun {
  phase: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface AsyncContextResult {
  runs: AsyncContextRun[];
  /** req/s with the hooks on ÷ the mean of the two runs with them off. */
  ratio: number;
  /** How far the two runs with the hooks off differ (|a − b| ÷ their mean). */
  drift: number;
}

export async function benchAsyncContext({
  port,
  adminUrl,
  seconds,
}: {
  port: number;
  adminUrl: string;
  seconds: number;
}): Promise<AsyncContextResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  seedApp(databaseUrl, [
    `--users=${people}`,
    '--journeys-per-user=2',
    '--steps-per-journey=3',
    '--projects-per-user=0',
    `--password=${password}`,
  ]);
  const emails = seededEmails(1, people);
  // One data dir for both nodes: it holds the secret their session cookies are signed with.
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-bench-async-'));
  const nodeA = await startWithPeople({
    port,
    databaseUrl,
    dataDir,
    name: 'async-a',
    emails,
    password,
  });
  const nodeB = await startServer({
    port: port + 1,
    dataDir,
    databaseUrl,
    env: { RATE_LIMIT_SIGN_IN: unlimitedRate },
  });
  try {
    const url = `${nodeB.baseUrl}/api/me/profile`;
    const run = async (phase: string): Promise<AsyncContextRun> => {
      // The same warm-up before each measured run, so none starts colder than another.
      await loadAsPeople([url], nodeA.cookies, 2, 10);
      return figures(phase, await loadAsPeople([url], nodeA.cookies, seconds, 10));
    };
    const off1 = await run('hooks off (node B has served no auth endpoint)');
    const off2 = await run('hooks off, again');
    await signInSeeded(nodeB.baseUrl, emails[0]!, password);
    const on = await run('hooks on (after one sign-in through node B)');
    const refused = [off1, off2, on].reduce((sum, each) => sum + each.non2xx, 0);
    if (refused > 0)
      throw new Error(`node B refused ${refused} reads: the figures would be of errors`);
    const offMean = (off1.requestsPerSecond + off2.requestsPerSecond) / 2;
    return {
      runs: [off1, off2, on],
      ratio: round2(on.requestsPerSecond / offMean),
      drift: round2(Math.abs(off1.requestsPerSecond - off2.requestsPerSecond) / offMean),
    };
  } finally {
    await Promise.all([nodeA.stop(), nodeB.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function figures(phase: string, result: autocannon.Result): AsyncContextRun {
  return {
    phase,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
