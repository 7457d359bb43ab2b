import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run seed` (which also migrates) into `databaseUrl`, with the seed's own flags. */
export function seedApp(databaseUrl: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const seed = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/seed/main.ts', ...args],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error(`npm run seed failed with ${seed.status}`);
}

/** Signs a person in (from the server's own origin); returns their session cookie (`name=value`). */
export async function signInSeeded(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const origin = `http://localhost:${new URL(baseUrl).port}`;
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.includes('session_token='));
  if (!cookie) throw new Error(`sign-in ${email}: no session cookie`);
  return cookie;
}

/**
 * autocannon GETs from `connections` clients, request n going to `urls[n % urls.length]` as
 * `cookies[n % cookies.length]`: many signed-in people, not one session hammered.
 */
export function loadAsPeople(
  urls: string[],
  cookies: string[],
  seconds: number,
  connections: number,
): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: urls[0] ?? '',
        connections,
        duration: seconds,
        timeout: 60,
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
                headers: { ...request.headers, cookie, 'x-client-info': 'waymark-bench' },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
  });
}

/** A rate-limit setting no bench run reaches: every seeded person signs in from one address. */
export const unlimitedRate = '1000000,1000000';

/** One load run as reported against its p99 budget. */
export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
  budgetP99Ms: number;
  withinBudget: boolean;
}

export function loadFigures(result: autocannon.Result, budgetP99Ms: number): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    budgetP99Ms,
    withinBudget: result.latency.p99 < budgetP99Ms && result.non2xx === 0,
  };
}

/** The floor route: signed out, no session lookup, no query — only HTTP and the framework. */
export const floorRoute = 'GET /api/public-config (floor: no session, no query)';

/**
 * The same load on the cheapest route there is, in the same run: no signed-in read can beat
 * it, so a budget below its p99 is below what this machine can serve at all.
 */
export function loadFloor(
  baseUrl: string,
  seconds: number,
  connections: number,
): Promise<autocannon.Result> {
  return loadAsPeople([`${baseUrl}/api/public-config`], [''], seconds, connections);
}

export interface SignedInServer {
  baseUrl: string;
  /** One session cookie per person, in the order given. */
  cookies: string[];
  stop(): Promise<void>;
}

/**
 * The built server on `databaseUrl` (sign-in rate limits lifted: every person signs in from one
 * address) with `emails` signed in; `stop()` also removes its data dir.
 */
export async function startWithPeople(options: {
  port: number;
  /** PostgreSQL; without it, the embedded PGlite of `dataDir`. */
  databaseUrl?: string;
  /** A data dir to run on and keep (an embedded database seeded before); else a temporary one. */
  dataDir?: string;
  name: string;
  emails: string[];
  password: string;
  env?: NodeJS.ProcessEnv;
}): Promise<SignedInServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `waymark-bench-${options.name}-`));
  const server = await startServer({
    port: options.port,
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    env: { RATE_LIMIT_SIGN_IN: unlimitedRate, ...options.env },
  });
  const stop = async () => {
    await server.stop();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const cookies: string[] = [];
    for (const email of options.emails) {
      cookies.push(await signInSeeded(server.baseUrl, email, options.password));
    }
    return { baseUrl: server.baseUrl, cookies, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The emails `npm run seed` gives people `from` to `to`, inclusive. */
export function seededEmails(from: number, to: number): string[] {
  return Array.from(
    { length: to - from + 1 },
    (_, index) => `seed${from + index}@seed.waymark.example`,
  );
}
