import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type WebSocket from 'ws';
import { recreateDatabase } from './bench-database.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { seedApp, seededEmails, signInSeeded, unlimitedRate } from './signed-in-load.ts';
import { openSocket } from './realtime.ts';

// Issue 31, item 7: an hour under load. Budgets: no errors at all (HTTP, sockets, chat messages
// lost), p99 flat (the last ten minutes' p99 within 1.5× of minutes 2-10) and each node's memory
// after the first 10 minutes growing by less than 10 %. A benchmark, not a CI test.
export const soakBudgets = { p99Ratio: 1.5, memoryGrowth: 0.1 };
const databaseName = 'waymark_bench_soak';
const password = 'bench-soak-1843';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A message's deliveries still missing this long after it was sent are lost. */
const deliveryGraceMs = 10_000;
/** The endpoint allows 20 sockets per person per node. */
const maxSocketsPerPersonPerNode = 20;

export interface SoakOptions {
  port: number;
  adminUrl: string;
  minutes?: number;
  /** Offered HTTP requests per second, both nodes together (autocannon overallRate). */
  rate?: number;
  sockets?: number;
  /** Chat messages per second sent to the sockets' conversations (besides the HTTP mix's). */
  messagesPerSecond?: number;
  people?: number;
}

export interface SoakMinute {
  minute: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, request errors and timeouts, socket errors and closes, failed chat sends. */
  errors: number;
  non2xx: number;
  messagesSent: number;
  deliveriesExpected: number;
  delivered: number;
  lost: number;
  rssMb: number[];
  /**
   * Each node's smallest V8 heap in use over the minute (sampled every 5 s from its metrics
   * port): the live heap after the collections, which the memory budget judges. RSS alone
   * swings with when the collector last ran and what the allocator kept.
   */
  heapMb: number[];
}

export interface SoakResult {
  minutes: number;
  offeredPerSecond: number;
  sockets: number;
  people: number;
  messagesPerSecond: number;
  seedSeconds: number;
  rows: SoakMinute[];
  /** A few of the first non-2xx answers, to say what went wrong. */
  /** Each kind of failure (request and answer, or the server's logged error) and how often. */
  failures: Record<string, number>;
  verdicts: { budget: string; value: string; met: boolean | 'not judged' }[];
}

/** What one iteration of the mix does as one person: reads and writes, in this order. */
type Step = (person: Person, context: Context) => autocannon.Request;
interface Person {
  index: number;
  cookie: string;
  journeyId: string;
  stepId: string;
  conversationId: string;
}
interface Context {
  person?: number;
  createdId?: string;
}

/**
 * The soak: two nodes on one fresh PostgreSQL database sharing Redis, `people` seeded and
 * signed in, a fixed offered mixed rate across both nodes, `sockets` sockets on both nodes
 * subscribed to their people's conversations while messages flow between them; one row each
 * minute.
 */
export async function benchSoak({
  port,
  adminUrl,
  minutes = 60,
  rate = 200,
  sockets = 1_000,
  messagesPerSecond = 10,
  people = 200,
}: SoakOptions): Promise<SoakResult> {
  if (sockets > people * maxSocketsPerPersonPerNode * 2) {
    throw new Error(`${sockets} sockets need more than ${people} people (20 per node each)`);
  }
  const seedStarted = performance.now();
  const databaseUrl = await recreateDatabase(adminUrl, databaseName);
  seedApp(databaseUrl, [
    `--users=${people}`,
    '--journeys-per-user=2',
    '--steps-per-journey=5',
    '--projects-per-user=0',
    `--password=${password}`,
  ]);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const dataDir = mkdtempSync(joinPath(tmpdir(), 'waymark-bench-soak-'));
  const origin = `http://localhost:${port}`;
  const env = {
    RATE_LIMIT_SIGN_IN: unlimitedRate,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `waymark-bench-soak-${randomBytes(4).toString('hex')}:`,
    // Both nodes are one site behind a load balancer: one public origin.
    PUBLIC_URL: origin,
  };
  // The nodes' own error lines say what a 5xx was (the answer only says "Internal").
  const onLog = (chunk: string) => {
    for (const line of chunk.split('\n')) {
      // Warnings too: a 503 (database unavailable) is logged at warn, with its cause.
      if (!/"level":(40|50|60)/.test(line) || !line.includes('"err"')) continue;
      const { err } = JSON.parse(line) as {
        err?: { message?: string; cause?: { message?: string } };
      };
      const cause = err?.cause?.message ?? '';
      noteFailure(`server log: ${(err?.message ?? '').replace(/q_\w+/, 'q_…')}: ${cause}`);
    }
  };
  const nodes: RunningServer[] = [];
  const open: WebSocket[] = [];
  let heapTimer: NodeJS.Timeout | undefined;
  try {
    const metricsPorts = [port + 100, port + 101];
    for (const [index, metricsPort] of metricsPorts.entries()) {
      nodes.push(
        await startServer({
          port: port + index,
          dataDir,
          databaseUrl,
          env: { ...env, METRICS_PORT: String(metricsPort) },
          onLog,
        }),
      );
    }
    const heapMin = metricsPorts.map(() => Number.POSITIVE_INFINITY);
    heapTimer = setInterval(() => {
      metricsPorts.forEach((metricsPort, index) => {
        void heapUsedOf(metricsPort).then(
          (bytes) => (heapMin[index] = Math.min(heapMin[index]!, bytes)),
          (error: unknown) => noteFailure(`metrics: ${String(error)}`),
        );
      });
    }, 5_000);
    const emails = seededEmails(1, people);
    const cookies: string[] = [];
    for (const email of emails)
      cookies.push(await signInSeeded(nodes[0]!.baseUrl, email, password));
    const everyone = await peopleOf(databaseUrl, emails, cookies);

    // Sockets: socket i is person (i mod people)'s, subscribed to that person's conversation.
    const counters = newCounters();
    const subscribers = new Map<string, number>();
    const tracked = new Map<string, Tracked>();
    // Frames can arrive before the POST's answer names the message: counted at settling.
    const early = new Map<string, number>();
    for (let start = 0; start < sockets; start += 100) {
      const batch = [];
      for (let index = start; index < Math.min(sockets, start + 100); index += 1) {
        const person = everyone[index % people]!;
        // Each person's sockets alternate between the nodes: every conversation spans both.
        const node = nodes[(index + Math.floor(index / people)) % 2]!;
        batch.push(
          openSocket(`${node.baseUrl.replace('http', 'ws')}/api/realtime`, person.cookie, origin),
        );
      }
      open.push(...(await Promise.all(batch)));
    }
    await Promise.all(
      open.map((socket, index) => {
        const { conversationId } = everyone[index % people]!;
        subscribers.set(conversationId, (subscribers.get(conversationId) ?? 0) + 1);
        return join(socket, `conversation:${conversationId}`);
      }),
    );
    for (const socket of open) {
      socket.on('message', (data: WebSocket.RawData) => {
        const frame = JSON.parse((data as Buffer).toString('utf8')) as Frame;
        if (frame.type !== 'event' || frame.event !== 'message.created') return;
        const id = frame.data?.messageId ?? '';
        const message = tracked.get(id);
        if (!message) {
          early.set(id, (early.get(id) ?? 0) + 1);
          return;
        }
        message.delivered += 1;
        counters.delivered += 1;
      });
      socket.on('error', () => (counters.errors += 1));
      socket.on('close', () => (counters.errors += 1));
    }

    // Chat between the sockets: a steady rate, each message from one member of a conversation
    // through one node or the other; every socket on that conversation should see it.
    const conversations = [...subscribers.keys()];
    const membersOf = new Map<string, Person[]>();
    for (const person of everyone) {
      membersOf.set(person.conversationId, [
        ...(membersOf.get(person.conversationId) ?? []),
        person,
      ]);
    }
    let sentCount = 0;
    const sendOne = async () => {
      const n = sentCount++;
      const conversationId = conversations[n % conversations.length]!;
      const members = membersOf.get(conversationId)!;
      const sender = members[Math.floor(n / conversations.length) % members.length]!;
      const node = nodes[n % 2]!;
      const expected = subscribers.get(conversationId) ?? 0;
      const clientKey = `soak_${n}_${randomBytes(4).toString('hex')}`;
      try {
        const response = await fetch(
          `${node.baseUrl}/api/conversations/${conversationId}/messages`,
          {
            method: 'POST',
            headers: { cookie: sender.cookie, origin, 'content-type': 'application/json' },
            body: JSON.stringify({ body: `Soak message ${n}`, clientKey }),
          },
        );
        // A refused send is an error, not a loss: no member should see it.
        if (response.status !== 201) {
          counters.errors += 1;
          noteFailure(`chat send: ${response.status} ${(await response.text()).slice(0, 200)}`);
          return;
        }
        const { id } = (await response.json()) as { id: string };
        tracked.set(id, { sentAt: Date.now(), expected, delivered: 0 });
        counters.messagesSent += 1;
        counters.deliveriesExpected += expected;
      } catch (error) {
        counters.errors += 1;
        noteFailure(`chat send: ${String(error)}`);
      }
    };
    const settleMessages = (all: boolean) => {
      const now = Date.now();
      for (const [id, message] of tracked) {
        const arrivedEarly = early.get(id) ?? 0;
        if (arrivedEarly > 0) {
          message.delivered += arrivedEarly;
          counters.delivered += arrivedEarly;
          early.delete(id);
        }
        if (message.delivered >= message.expected) tracked.delete(id);
        else if (all || now - message.sentAt > deliveryGraceMs) {
          counters.lost += message.expected - message.delivered;
          tracked.delete(id);
        }
      }
      // Frames of the HTTP mix's own messages (or late duplicates) are not the chat's to count.
      if (early.size > 100_000) early.clear();
    };
    const chatTimer = setInterval(() => void sendOne(), 1000 / messagesPerSecond);

    // The HTTP mix on both nodes, each half the offered rate, for the whole run.
    const latencies: number[] = [];
    const statuses = { non2xx: 0, errors: 0 };
    const runs = nodes.map((node, nodeIndex) =>
      mixedLoad({
        baseUrl: node.baseUrl,
        origin,
        people: everyone.filter((person) => person.index % 2 === nodeIndex),
        seconds: minutes * 60,
        rate: rate / 2,
        onResponse: (status, ms) => {
          latencies.push(ms);
          if (status < 200 || status >= 300) statuses.non2xx += 1;
        },
        onError: () => (statuses.errors += 1),
      }),
    );

    const rows: SoakMinute[] = [];
    const started = performance.now();
    console.log(
      `\nSoak (PostgreSQL, two nodes through Redis, ${people} people, ${rate} req/s offered, ${sockets} sockets, ${messagesPerSecond} chat messages/s, ${minutes} min)`,
    );
    for (let minute = 1; minute <= minutes; minute += 1) {
      const wait = started + minute * 60_000 - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      if (minute === minutes) {
        clearInterval(chatTimer);
        clearInterval(heapTimer);
      }
      if (minute === minutes) {
        await Promise.all(runs);
        await new Promise((resolve) => setTimeout(resolve, deliveryGraceMs));
      }
      settleMessages(minute === minutes);
      const row: SoakMinute = {
        minute,
        requestsPerSecond: Math.round(latencies.length / 60),
        p50Ms: round1(percentile(latencies, 0.5)),
        p99Ms: round1(percentile(latencies, 0.99)),
        errors: counters.errors + statuses.non2xx + statuses.errors,
        non2xx: statuses.non2xx,
        messagesSent: counters.messagesSent,
        deliveriesExpected: counters.deliveriesExpected,
        delivered: counters.delivered,
        lost: counters.lost,
        rssMb: nodes.map((node) => Math.round(rssOf(node.pid) / 1024 / 1024)),
        heapMb: heapMin.map((bytes) => (Number.isFinite(bytes) ? round1(bytes / 1024 / 1024) : 0)),
      };
      heapMin.fill(Number.POSITIVE_INFINITY);
      rows.push(row);
      printRow(row);
      latencies.length = 0;
      statuses.non2xx = 0;
      statuses.errors = 0;
      Object.assign(counters, newCounters());
    }
    return {
      minutes,
      offeredPerSecond: rate,
      sockets,
      people,
      messagesPerSecond,
      seedSeconds,
      rows,
      failures: Object.fromEntries(failures),
      verdicts: verdictsOf(rows),
    };
  } finally {
    clearInterval(heapTimer);
    for (const socket of open) {
      socket.removeAllListeners('close');
      socket.terminate();
    }
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Tracked {
  sentAt: number;
  expected: number;
  delivered: number;
}

const newCounters = () => ({
  errors: 0,
  messagesSent: 0,
  deliveriesExpected: 0,
  delivered: 0,
  lost: 0,
});

const failures = new Map<string, number>();
/** Counts a kind of failure; its first occurrence is printed at once. */
function noteFailure(kind: string) {
  const seen = failures.get(kind) ?? 0;
  failures.set(kind, seen + 1);
  if (seen === 0) console.error(`soak: ${kind}`);
}

/** One minute as a table row: the per-minute print and the final table show the same. */
export function soakRowView(row: SoakMinute) {
  return {
    minute: row.minute,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    errors: row.errors,
    'msgs sent': row.messagesSent,
    'delivered/expected': `${row.delivered}/${row.deliveriesExpected}`,
    lost: row.lost,
    ...Object.fromEntries(row.rssMb.map((mb, index) => [`node ${index + 1} RSS MB`, mb])),
    ...Object.fromEntries(row.heapMb.map((mb, index) => [`node ${index + 1} heap MB`, mb])),
  };
}

function printRow(row: SoakMinute) {
  console.table([soakRowView(row)]);
}

/** The budgets, judged on the rows; windows need a run long enough to have them. */
export function verdictsOf(rows: SoakMinute[]): SoakResult['verdicts'] {
  const errors = rows.reduce((sum, row) => sum + row.errors + row.lost, 0);
  const verdicts: SoakResult['verdicts'] = [
    { budget: 'errors and lost deliveries = 0', value: String(errors), met: errors === 0 },
  ];
  const median = (values: number[]) => percentile(values, 0.5);
  const early = rows.filter((row) => row.minute >= 2 && row.minute <= 10).map((row) => row.p99Ms);
  const late = rows.slice(-10).map((row) => row.p99Ms);
  const longEnough = rows.length >= 20;
  const ratio = median(early) > 0 ? median(late) / median(early) : 0;
  verdicts.push({
    budget: `p99 flat: median of the last 10 minutes ≤ ${soakBudgets.p99Ratio}× minutes 2-10`,
    value: `${round1(median(late))} ms vs ${round1(median(early))} ms (${round1(ratio)}×)`,
    met: longEnough ? ratio <= soakBudgets.p99Ratio : 'not judged',
  });
  const tenth = rows.find((row) => row.minute === 10);
  const last = rows.at(-1);
  // The live heap: the median of minutes 8-12 against the last five minutes' median, so one
  // minute's late collection neither hides a leak nor invents one.
  const heapOf = (window: SoakMinute[], node: number) =>
    median(window.map((row) => row.heapMb[node] ?? 0));
  const base = rows.filter((row) => row.minute >= 8 && row.minute <= 12);
  const end = rows.slice(-5);
  const growths = (tenth && last ? last.heapMb : []).map(
    (_, index) => (heapOf(end, index) - heapOf(base, index)) / (heapOf(base, index) || 1),
  );
  verdicts.push({
    budget: `live heap after minute 10 grows < ${soakBudgets.memoryGrowth * 100} % on each node`,
    value:
      tenth && last && last.minute > 10
        ? growths
            .map(
              (g, index) =>
                `node ${index + 1} ${heapOf(base, index)} → ${heapOf(end, index)} MB (${round1(g * 100)} %)`,
            )
            .join(', ')
        : `${rows.map((row) => row.heapMb.join('/')).join(' → ')} MB`,
    met:
      tenth && last && last.minute > 10
        ? growths.every((g) => g < soakBudgets.memoryGrowth)
        : 'not judged',
  });
  return verdicts;
}

/**
 * autocannon on one node at a fixed offered rate (overallRate): each connection goes through
 * the mix as one person at a time (never one person on two connections, so a tick is followed
 * by its untick and a created journey is the one deleted).
 */
function mixedLoad(options: {
  baseUrl: string;
  origin: string;
  people: Person[];
  seconds: number;
  rate: number;
  onResponse: (status: number, ms: number) => void;
  onError: () => void;
}): Promise<autocannon.Result> {
  const busy = new Set<number>();
  let next = 0;
  const claim = (context: Context) => {
    for (let tries = 0; tries < options.people.length; tries += 1) {
      const index = next++ % options.people.length;
      if (busy.has(index)) continue;
      busy.add(index);
      context.person = index;
      return;
    }
    throw new Error('soak: more connections than people');
  };
  const headers = (person: Person, json = false) => ({
    cookie: person.cookie,
    origin: options.origin,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const get =
    (path: (person: Person) => string): Step =>
    (person) => ({ method: 'GET', path: path(person), headers: headers(person) });
  const steps: Step[] = [
    get(() => '/api/journeys?limit=20'),
    get((p) => `/api/journeys/${p.journeyId}`),
    get(() => '/api/dashboard'),
    (p) => ({ method: 'POST', path: `/api/steps/${p.stepId}/complete`, headers: headers(p) }),
    get(() => '/api/timeline'),
    get(() => '/api/notifications'),
    get(() => '/api/conversations'),
    (p) => ({
      method: 'POST',
      path: `/api/conversations/${p.conversationId}/messages`,
      headers: headers(p, true),
      body: JSON.stringify({
        body: 'A message of the mix',
        clientKey: `mix_${randomBytes(8).toString('hex')}`,
      }),
    }),
    (p) => ({ method: 'POST', path: `/api/steps/${p.stepId}/uncomplete`, headers: headers(p) }),
    get((p) => `/api/conversations/${p.conversationId}/messages`),
    (p) => ({
      method: 'POST',
      path: '/api/journeys',
      headers: headers(p, true),
      body: JSON.stringify({ title: 'Soak journey' }),
    }),
    get(() => '/api/notifications/unread-count'),
    (p, c) => ({ method: 'DELETE', path: `/api/journeys/${c.createdId}`, headers: headers(p) }),
    (p, c) => ({
      method: 'DELETE',
      path: `/api/journeys/${c.createdId}/permanently`,
      headers: headers(p),
    }),
  ];
  const createIndex = 10;
  const requests: autocannon.Request[] = steps.map((step, index) => ({
    setupRequest: (request: autocannon.Request, context: Context) => {
      if (index === 0) claim(context);
      const person = options.people[context.person ?? 0]!;
      return { ...request, ...step(person, context) };
    },
    onResponse: (status: number, body: string, context: Context) => {
      if (status >= 300) {
        const { method, path } = steps[index]!(options.people[context.person ?? 0]!, context);
        const route = (path ?? '').replace(/[0-9a-f-]{36}/g, ':id');
        noteFailure(`${method} ${route}: ${status} ${body.slice(0, 200)}`);
      }
      if (index === createIndex && status === 201) {
        context.createdId = (JSON.parse(body) as { id: string }).id;
      }
      if (index === steps.length - 1 && context.person !== undefined) {
        busy.delete(context.person);
      }
    },
  }));
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: Math.min(40, options.people.length),
        duration: options.seconds,
        overallRate: options.rate,
        timeout: 30,
        requests,
      },
      (error, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => options.onResponse(status, ms));
    instance.on('reqError', () => options.onError());
  });
}

/** Each seeded person with their cookie, a journey and step of theirs and their conversation. */
async function peopleOf(
  databaseUrl: string,
  emails: string[],
  cookies: string[],
): Promise<Person[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A journey of one open step for each person: the mix ticks it, then unticks it.
    await client.query(
      `with made as (
         insert into journeys (owner_id, title, visibility, status, step_count)
         select id, 'Soak', 'private', 'active', 1 from users where email = any($1)
         returning id, owner_id
       )
       insert into journey_steps (journey_id, owner_id, position, title)
       select id, owner_id, 0, 'Tick' from made`,
      [emails],
    );
    // A live plan each: once the free trial is over, writes to journeys answer 402.
    await client.query(
      `insert into subscriptions (user_id, provider, provider_subscription_id, status, plan,
         price_lookup_key, current_period_start, current_period_end)
       select id, 'sandbox', 'sub_bench_soak_' || id, 'active', 'monthly', 'waymark_pro_monthly',
         now(), now() + interval '30 days'
       from users where email = any($1)`,
      [emails],
    );
    const result = await client.query<{
      email: string;
      journey_id: string;
      step_id: string;
      conversation_id: string;
    }>(
      `select u.email, j.id as journey_id, s.id as step_id,
         (select m.conversation_id from conversation_members m
           join conversations c on c.id = m.conversation_id
           where m.user_id = u.id and c.kind = 'direct' limit 1) as conversation_id
       from users u
       join journeys j on j.owner_id = u.id and j.title = 'Soak'
       join journey_steps s on s.journey_id = j.id
       where u.email = any($1)`,
      [emails],
    );
    const byEmail = new Map(result.rows.map((row) => [row.email, row]));
    return emails.map((email, index) => {
      const row = byEmail.get(email);
      if (!row?.journey_id || !row.step_id || !row.conversation_id) {
        throw new Error(`soak: ${email} has no journey, step or conversation`);
      }
      return {
        index,
        cookie: cookies[index] ?? '',
        journeyId: row.journey_id,
        stepId: row.step_id,
        conversationId: row.conversation_id,
      };
    });
  } finally {
    await client.end();
  }
}

interface Frame {
  type: string;
  topic?: string;
  event?: string;
  data?: { messageId?: string };
}

function join(socket: WebSocket, topic: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = (data: WebSocket.RawData) => {
      const frame = JSON.parse((data as Buffer).toString('utf8')) as Frame;
      if (frame.topic !== topic) return;
      socket.off('message', listener);
      if (frame.type === 'subscribed') resolve();
      else reject(new Error(`soak: ${topic} refused: ${JSON.stringify(frame)}`));
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ type: 'subscribe', topic }));
  });
}

/** `waymark_nodejs_heap_size_used_bytes` from a node's metrics port. */
async function heapUsedOf(metricsPort: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  const text = await response.text();
  const match = /^waymark_nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
  if (!match) throw new Error('no heap gauge in /metrics');
  return Number(match[1]);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
