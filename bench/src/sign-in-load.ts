import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { recreateDatabase, verifyEmails } from './bench-database.ts';
import { type HashBaseline, measureHashBaseline } from './password-hash.ts';
import { startServer } from './server-process.ts';
import { signInSeeded } from './signed-in-load.ts';

export const signInBudgetP95Ms = 250;
const databaseName = 'waymark_bench';
const emailDomain = 'bench.example';
const password = 'bench-marker-1843';
// The bench signs in far faster than any person: lift the limits it would otherwise meet.
const unlimited = '1000000,1000000';

export interface SignInResult {
  users: number;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  budgetP95Ms: number;
  withinBudget: boolean;
  /** The scrypt cost on this machine just before the run: what the figures above rest on. */
  hash: HashBaseline;
}

export interface SignInOptions {
  port: number;
  /** postgres:// URL of a server the bench may create and drop databases on. */
  adminUrl: string;
  seconds: number;
  connections?: number;
  users?: number;
}

/**
 * POST /api/auth/sign-in/email from `connections` concurrent clients, round-robin over
 * verified users, on PostgreSQL (a fresh `waymark_bench` database). Each sign-in checks a
 * scrypt hash and writes a session and its device row, so this is the cost of signing in.
 */
export async function benchSignIn({
  port,
  adminUrl,
  seconds,
  connections = 20,
  users = 20,
}: SignInOptions): Promise<SignInResult> {
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-bench-sign-in-'));
  const server = await startServer({
    port,
    dataDir,
    databaseUrl,
    env: { RATE_LIMIT_SIGN_UP: unlimited, RATE_LIMIT_SIGN_IN: unlimited },
  });
  try {
    // The server's PUBLIC_URL: better-auth refuses POSTs from any other Origin.
    const origin = `http://localhost:${port}`;
    const emails = await signUpUsers(server.baseUrl, origin, users);
    const verified = await verifyEmails(databaseUrl, emailDomain);
    if (verified !== users) throw new Error(`expected ${users} bench users, verified ${verified}`);
    // One sign-in first: the lazily loaded accounts code and the pool warm up outside the measurement.
    await signInSeeded(server.baseUrl, emails[0] ?? '', password);
    const hash = await measureHashBaseline(connections);
    return { ...(await measure(server.baseUrl, origin, emails, seconds, connections)), hash };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signUpUsers(baseUrl: string, origin: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench${index}@${emailDomain}`;
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name: 'Bench Marker', username: `bench_${index}`, email, password }),
    });
    if (!response.ok)
      throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
    emails.push(email);
  }
  return emails;
}

function measure(
  baseUrl: string,
  origin: string,
  emails: string[],
  seconds: number,
  connections: number,
): Promise<Omit<SignInResult, 'hash'>> {
  // autocannon reports p90 and p97.5 but no p95: keep every response time instead.
  const latencies: number[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}/api/auth/sign-in/email`,
        connections,
        duration: seconds,
        // autocannon gives up after 10 s by default and leaves those requests out of the
        // latencies; on a starved machine that would flatter p95 and p99.
        timeout: 60,
        requests: [
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin,
              'x-client-info': 'waymark-bench',
            },
            setupRequest: (request) => {
              const email = emails[next % emails.length] ?? '';
              next += 1;
              return { ...request, body: JSON.stringify({ email, password }) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const p95 = percentile(latencies, 0.95);
        resolve({
          users: emails.length,
          connections,
          seconds,
          requests: result.requests.total,
          requestsPerSecond: Math.round(result.requests.average),
          latencyP50Ms: percentile(latencies, 0.5),
          latencyP95Ms: p95,
          latencyP99Ms: percentile(latencies, 0.99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          budgetP95Ms: signInBudgetP95Ms,
          withinBudget: p95 < signInBudgetP95Ms && result.non2xx === 0,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/** Nearest-rank percentile of response times, in whole milliseconds. */
function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, rank)] ?? 0);
}
