import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recreateDatabase } from './bench-database.ts';
import { startServer } from './server-process.ts';
import { seedApp, seededEmails, signInSeeded } from './signed-in-load.ts';

const databaseName = 'waymark_bench_webhooks';
const password = 'bench-password-1843';

export interface WebhooksBenchResult {
  /** Journeys created through the API, each one journey.created delivery. */
  deliveries: number;
  /** From the first create request to the last delivery received. */
  seconds: number;
  deliveriesPerSecond: number;
  /** Creating the journeys alone (the outbox insert is inside each request). */
  createSeconds: number;
  /**
   * The queue alone: messages recorded while the queue was off (JOBS=0), then a restart with it
   * on; deliveries over the time from the first to the last one received.
   */
  drained: number;
  drainSeconds: number;
  drainPerSecond: number;
  /** One export of an account with `exportJourneys` journeys, request to ready. */
  exportJourneys: number;
  exportSeconds: number;
  exportBytes: number;
}

async function startReceiver() {
  let received = 0;
  let firstAt = 0;
  let lastAt = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      lastAt = performance.now();
      if (received === 1) firstAt = lastAt;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bench`,
    received: () => received,
    firstAt: () => firstAt,
    lastAt: () => lastAt,
    reset: () => {
      received = 0;
      firstAt = 0;
      lastAt = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Webhook deliveries per second through the job queue (pg-boss on PostgreSQL): one person with
 * an endpoint on a local receiver creates `deliveries` journeys through the API, 10 at a time;
 * the figure is deliveries received over the time from the first request to the last delivery.
 * Then the queue alone: as many messages recorded with the queue off, drained after a restart.
 * First, the export of a seeded account with 1,000 journeys (5 steps each), request to ready.
 */
export async function benchWebhooks(options: {
  port: number;
  adminUrl: string;
  deliveries: number;
  exportJourneys: number;
}): Promise<WebhooksBenchResult> {
  const databaseUrl = await recreateDatabase(options.adminUrl, databaseName);
  seedApp(databaseUrl, [
    '--users=1',
    `--journeys-per-user=${options.exportJourneys}`,
    '--steps-per-journey=5',
    `--password=${password}`,
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-bench-webhooks-'));
  const receiver = await startReceiver();
  const start = (jobs: '0' | '1') =>
    startServer({
      port: options.port,
      dataDir,
      databaseUrl,
      env: {
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
        RATE_LIMIT_SIGN_IN: '1000000,1000000',
        JOBS: jobs,
      },
    });
  let server = await start('1');
  try {
    const [email = ''] = seededEmails(1, 1);
    const cookie = await signInSeeded(server.baseUrl, email, password);
    const origin = `http://localhost:${options.port}`;
    const post = (path: string, body?: unknown): Promise<Response> =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          cookie,
          origin,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });

    // The export first, before the bench's own journeys are added to the account.
    const exportStarted = performance.now();
    const queued = (await (await post('/api/export')).json()) as { id: string };
    let exportBytes = 0;
    for (;;) {
      const list = (await (
        await fetch(`${server.baseUrl}/api/export`, { headers: { cookie } })
      ).json()) as { exports: { id: string; status: string; byte_size: number | null }[] };
      const row = list.exports.find((entry) => entry.id === queued.id);
      if (row?.status === 'failed') throw new Error('export failed');
      if (row?.status === 'ready') {
        exportBytes = row.byte_size ?? 0;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exportSeconds = (performance.now() - exportStarted) / 1000;

    const endpoint = await post('/api/webhooks', {
      url: receiver.url,
      event_types: ['journey.created'],
    });
    if (endpoint.status !== 201)
      throw new Error(`endpoint: ${endpoint.status} ${await endpoint.text()}`);

    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < options.deliveries) {
        next += 1;
        const response = await post('/api/journeys', { title: `Bench ${next}` });
        if (response.status !== 201) throw new Error(`journey: ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    const createSeconds = (performance.now() - started) / 1000;
    const deadline = Date.now() + 120_000;
    while (receiver.received() < options.deliveries && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (receiver.lastAt() - started) / 1000;
    const delivered = receiver.received();

    // The queue alone: record messages with it off, then let a restart drain them.
    await server.stop();
    server = await start('0');
    const offCookie = await signInSeeded(server.baseUrl, email, password);
    for (let index = 0; index < options.deliveries; index += 1) {
      const response = await fetch(`${server.baseUrl}/api/journeys`, {
        method: 'POST',
        headers: { cookie: offCookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Queued ${index}` }),
      });
      if (response.status !== 201) throw new Error(`journey: ${response.status}`);
    }
    await server.stop();
    receiver.reset();
    server = await start('1');
    // The sweeper hands due messages to the queue within about a minute and a half.
    const drainDeadline = Date.now() + 180_000;
    while (receiver.received() < options.deliveries && Date.now() < drainDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drainSeconds = (receiver.lastAt() - receiver.firstAt()) / 1000;
    return {
      deliveries: delivered,
      seconds: Math.round(seconds * 10) / 10,
      deliveriesPerSecond: Math.round(delivered / seconds),
      drained: receiver.received(),
      drainSeconds: Math.round(drainSeconds * 10) / 10,
      drainPerSecond: Math.round(receiver.received() / Math.max(drainSeconds, 0.001)),
      createSeconds: Math.round(createSeconds * 10) / 10,
      exportJourneys: options.exportJourneys,
      exportSeconds: Math.round(exportSeconds * 100) / 100,
      exportBytes,
    };
  } finally {
    await server.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
