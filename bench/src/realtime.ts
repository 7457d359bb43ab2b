import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { recreateDatabase } from './bench-database.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { seedApp, seededEmails, signInSeeded, unlimitedRate } from './signed-in-load.ts';

// Issue 17's budgets: 5,000 authenticated sockets on one node under 50 KB each; an event to a
// 50-member topic delivered to all with p99 < 50 ms, the other sockets connected; across two
// nodes through Redis, p99 < 100 ms.
export const realtimeBudgets = { bytesPerSocket: 50 * 1024, oneNodeP99Ms: 50, twoNodesP99Ms: 100 };
const databaseName = 'waymark_bench_realtime';
const password = 'bench-realtime-1843';
/** The endpoint allows 20 sockets per person per node: 250 people hold 5,000. */
const socketsPerPerson = 20;
const warmUpRounds = 10;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface RealtimeResult {
  sockets: number;
  people: number;
  memory: {
    rssBeforeMb: number;
    rssAfterMb: number;
    bytesPerSocket: number;
    budget: number;
    met: boolean;
  };
  oneNode: DeliveryFigures;
  twoNodes: DeliveryFigures | { skipped: string };
}

export interface DeliveryFigures {
  members: number;
  rounds: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The write alone: the tick request's round trip (its transaction, before any delivery). */
  writeP99Ms: number;
  /** From the first member's frame to each other member's: the fan-out itself. */
  spreadP99Ms: number;
  /** From publishing (after the commit; the frame's `at`) to each member's frame. */
  publishedP50Ms: number;
  publishedP99Ms: number;
  /** Published → delivered, to members on the node that did not handle the write (two nodes). */
  otherNodeP99Ms?: number;
  budgetP99Ms: number;
  met: boolean;
  /** Sockets that closed while measuring (none expected). */
  closed: number;
}

export interface RealtimeOptions {
  port: number;
  adminUrl: string;
  sockets?: number;
  members?: number;
  rounds?: number;
}

/**
 * Realtime on PostgreSQL: `sockets` signed-in sockets on one node (server memory per socket),
 * then a journey's progress published to `members` of them (ticks through the API, timed from
 * sending the request — its transaction included — to each member's frame, after warm-up), then the same on two nodes sharing Redis with half the
 * members on each.
 */
export async function benchRealtime({
  port,
  adminUrl,
  sockets = 5_000,
  members = 50,
  rounds = 100,
}: RealtimeOptions): Promise<RealtimeResult> {
  const people = Math.ceil(sockets / socketsPerPerson);
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  seedApp(databaseUrl, [
    `--users=${people}`,
    '--journeys-per-user=0',
    '--steps-per-journey=1',
    '--projects-per-user=0',
    `--password=${password}`,
  ]);
  const dataDir = mkdtempSync(joinPath(tmpdir(), 'waymark-bench-realtime-'));
  const env = { RATE_LIMIT_SIGN_IN: unlimitedRate };
  const origin = `http://localhost:${port}`;
  let server: RunningServer | undefined = await startServer({ port, dataDir, databaseUrl, env });
  const open: WebSocket[] = [];
  try {
    const emails = seededEmails(1, people);
    const cookies: string[] = [];
    for (const email of emails) cookies.push(await signInSeeded(server.baseUrl, email, password));
    const ids = await userIdsOf(databaseUrl, emails);
    const { journeyId, stepId, ownerCookie } = await seedJourney(databaseUrl, cookies[0] ?? '');

    // Memory: the server's resident set before and after the sockets, each on its own topic.
    const wsUrl = (base: string) => `${base.replace('http', 'ws')}/api/realtime`;
    await settle();
    const rssBefore = rssOf(server.pid);
    for (let start = 0; start < sockets; start += 250) {
      const batch = [];
      for (let index = start; index < Math.min(sockets, start + 250); index += 1) {
        const person = Math.floor(index / socketsPerPerson);
        batch.push(openSocket(wsUrl(server.baseUrl), cookies[person] ?? '', origin));
      }
      open.push(...(await Promise.all(batch)));
    }
    await Promise.all(
      open.map((socket, index) =>
        join(socket, `user:${ids[Math.floor(index / socketsPerPerson)] ?? ''}`),
      ),
    );
    await settle();
    const rssAfter = rssOf(server.pid);
    const bytesPerSocket = Math.round((rssAfter - rssBefore) / sockets);

    // One node: `members` people (one socket each, among the open ones) join the journey.
    const memberSockets = Array.from(
      { length: members },
      (_, index) => open[index * socketsPerPerson]!,
    );
    const oneNode = await measureDelivery({
      members: memberSockets.map((socket) => ({ socket, otherNode: false })),
      topic: `journey:${journeyId}`,
      tick: (done) => tick(server!.baseUrl, origin, ownerCookie, stepId, done),
      rounds,
      budgetP99Ms: realtimeBudgets.oneNodeP99Ms,
      open,
    });
    for (const socket of open) socket.terminate();
    open.length = 0;
    await server.stop();
    server = undefined;

    const twoNodes = (await redisReachable())
      ? await twoNodeDelivery({
          port,
          dataDir,
          databaseUrl,
          cookies,
          journeyId,
          stepId,
          ownerCookie,
          members,
          rounds,
        })
      : { skipped: `no Redis at ${redisUrl}` };

    return {
      sockets,
      people,
      memory: {
        rssBeforeMb: Math.round(rssBefore / 1024 / 1024),
        rssAfterMb: Math.round(rssAfter / 1024 / 1024),
        bytesPerSocket,
        budget: realtimeBudgets.bytesPerSocket,
        met: bytesPerSocket < realtimeBudgets.bytesPerSocket,
      },
      oneNode,
      twoNodes,
    };
  } finally {
    for (const socket of open) socket.terminate();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoNodeDelivery(options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  cookies: string[];
  journeyId: string;
  stepId: string;
  ownerCookie: string;
  members: number;
  rounds: number;
}): Promise<DeliveryFigures> {
  const env = {
    RATE_LIMIT_SIGN_IN: unlimitedRate,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `waymark-bench-${randomBytes(4).toString('hex')}:`,
    // Both nodes are one site behind a load balancer: one public origin.
    PUBLIC_URL: `http://localhost:${options.port}`,
  };
  const origin = env.PUBLIC_URL;
  const nodeA = await startServer({
    port: options.port,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    env,
  });
  const nodeB = await startServer({
    port: options.port + 1,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    env,
  });
  const open: WebSocket[] = [];
  try {
    const members = [];
    for (let index = 0; index < options.members; index += 1) {
      const otherNode = index % 2 === 1;
      const base = (otherNode ? nodeB : nodeA).baseUrl.replace('http', 'ws');
      const socket = await openSocket(`${base}/api/realtime`, options.cookies[index] ?? '', origin);
      open.push(socket);
      members.push({ socket, otherNode });
    }
    return await measureDelivery({
      members,
      topic: `journey:${options.journeyId}`,
      tick: (done) => tick(nodeA.baseUrl, origin, options.ownerCookie, options.stepId, done),
      rounds: options.rounds,
      budgetP99Ms: realtimeBudgets.twoNodesP99Ms,
      open,
    });
  } finally {
    for (const socket of open) socket.terminate();
    await Promise.all([nodeA.stop(), nodeB.stop()]);
  }
}

interface Member {
  socket: WebSocket;
  otherNode: boolean;
}

async function measureDelivery(options: {
  members: Member[];
  topic: string;
  tick: (done: boolean) => Promise<void>;
  rounds: number;
  budgetP99Ms: number;
  open: WebSocket[];
}): Promise<DeliveryFigures> {
  await Promise.all(options.members.map(({ socket }) => join(socket, options.topic)));
  let closed = 0;
  for (const socket of options.open) socket.once('close', () => (closed += 1));
  const all: number[] = [];
  const other: number[] = [];
  const writes: number[] = [];
  const spreads: number[] = [];
  const published: number[] = [];
  // Warm-up rounds, not counted: the first ticks compile the write path and fill the caches.
  for (let round = -warmUpRounds; round < options.rounds; round += 1) {
    const startedAt = performance.now();
    const times: number[] = [];
    const arrivals = options.members.map(({ socket, otherNode }) =>
      nextEvent(socket, options.topic).then((frame) => {
        const ms = performance.now() - startedAt;
        times.push(ms);
        if (round < 0) return;
        all.push(ms);
        if (typeof frame.at !== 'number') return;
        const delivered = Date.now() - frame.at;
        published.push(delivered);
        if (otherNode) other.push(delivered);
      }),
    );
    await options.tick(round % 2 === 0);
    const wrote = performance.now() - startedAt;
    await Promise.all(arrivals);
    if (round >= 0) {
      writes.push(wrote);
      const first = Math.min(...times);
      spreads.push(...times.map((ms) => ms - first));
    }
  }
  // The budget is about delivery: from publishing (once the write committed) to each member.
  const p99 = percentile(published, 0.99);
  return {
    members: options.members.length,
    rounds: options.rounds,
    deliveries: all.length,
    p50Ms: round1(percentile(all, 0.5)),
    p99Ms: round1(percentile(all, 0.99)),
    maxMs: round1(Math.max(...all)),
    writeP99Ms: round1(percentile(writes, 0.99)),
    spreadP99Ms: round1(percentile(spreads, 0.99)),
    publishedP50Ms: round1(percentile(published, 0.5)),
    publishedP99Ms: round1(percentile(published, 0.99)),
    ...(other.length > 0 && { otherNodeP99Ms: round1(percentile(other, 0.99)) }),
    budgetP99Ms: options.budgetP99Ms,
    met: p99 < options.budgetP99Ms && closed === 0,
    closed,
  };
}

async function tick(base: string, origin: string, cookie: string, stepId: string, done: boolean) {
  const response = await fetch(`${base}/api/steps/${stepId}/${done ? 'complete' : 'uncomplete'}`, {
    method: 'POST',
    headers: { cookie, origin },
  });
  if (!response.ok) throw new Error(`tick: ${response.status} ${await response.text()}`);
}

/** A public journey of the first person with one step, and a live plan so they may tick it. */
async function seedJourney(databaseUrl: string, ownerCookie: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = await client.query<{ id: string }>(`select id from users where email = $1`, [
      seededEmails(1, 1)[0],
    ]);
    const ownerId = owner.rows[0]?.id;
    if (!ownerId) throw new Error('No seeded owner');
    await client.query(
      `insert into subscriptions (user_id, provider, provider_subscription_id, status, plan,
         price_lookup_key, current_period_start, current_period_end)
       values ($1, 'sandbox', $2, 'active', 'monthly', 'waymark_pro_monthly', now(), now() + interval '30 days')`,
      [ownerId, `sub_bench_${randomBytes(6).toString('hex')}`],
    );
    const journey = await client.query<{ id: string }>(
      `insert into journeys (owner_id, title, visibility, status, step_count)
       values ($1, 'Realtime bench', 'public', 'active', 1) returning id`,
      [ownerId],
    );
    const journeyId = journey.rows[0]!.id;
    const step = await client.query<{ id: string }>(
      `insert into journey_steps (journey_id, owner_id, position, title) values ($1, $2, 0, 'Tick') returning id`,
      [journeyId, ownerId],
    );
    return { journeyId, stepId: step.rows[0]!.id, ownerCookie };
  } finally {
    await client.end();
  }
}

/** The ids of the seeded people, in the order of `emails`. */
async function userIdsOf(databaseUrl: string, emails: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string; email: string }>(
      'select id, email from users where email = any($1)',
      [emails],
    );
    const byEmail = new Map(result.rows.map((row) => [row.email, row.id]));
    return emails.map((email) => byEmail.get(email) ?? '');
  } finally {
    await client.end();
  }
}

/** A signed-in socket to the realtime endpoint, once its handshake is accepted. */
export function openSocket(url: string, cookie: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
  });
}

interface Frame {
  type: string;
  topic?: string;
  at?: number;
}

function frames(socket: WebSocket, matches: (frame: Frame) => boolean) {
  return new Promise<Frame>((resolve) => {
    const listener = (data: WebSocket.RawData) => {
      const frame = JSON.parse((data as Buffer).toString('utf8')) as Frame;
      if (!matches(frame)) return;
      socket.off('message', listener);
      resolve(frame);
    };
    socket.on('message', listener);
  });
}

async function join(socket: WebSocket, topic: string): Promise<void> {
  const joined = frames(socket, (frame) => frame.type === 'subscribed' && frame.topic === topic);
  socket.send(JSON.stringify({ type: 'subscribe', topic }));
  await joined;
}

const nextEvent = (socket: WebSocket, topic: string) =>
  frames(socket, (frame) => frame.type === 'event' && frame.topic === topic);

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function redisReachable(): Promise<boolean> {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 1_000 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
