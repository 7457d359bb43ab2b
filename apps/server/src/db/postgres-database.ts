import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  connectTimeoutMs,
  noop,
  pingTimeoutMs,
  statementTimeoutMs,
  transactionTimeoutMs,
  type AppDatabase,
  type Database,
  type PoolMetrics,
} from '@/db/client';
import { listenForNotices } from '@/db/notice-listener';
import { PreparingClient } from '@/db/prepared-statements';
import { schema } from '@/db/schema';
import { TimeoutError, withTimeout } from '@/db/timeout';

export function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // Requests are short index reads; JIT compiling one that the planner prices high (a
    // policy over many rows) costs hundreds of milliseconds and never pays back here.
    options: '-c jit=off',
    // Client-side bound for when the server stops answering altogether.
    query_timeout: transactionTimeoutMs,
    max: 10,
    Client: PreparingClient,
    // Each connection keeps the statements it prepared (a few per query text; IN lists of
    // another length are another text): renewing connections hourly bounds that memory.
    maxLifetimeSeconds: 60 * 60,
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool drops it and the next query reconnects.
  pool.on('error', noop);
  // pg-pool listens for a connection's errors only while it is idle: one lost while a request
  // holds it (a reset in the middle of a transaction) would be an uncaught exception, and end
  // the process. Its queries already fail with the error (503), and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', noop));
  // A checkout past transactionTimeoutMs is cut (its queries fail with a TimeoutError: 503),
  // so a crawling database answers 503 in bounded time instead of holding the request.
  const deadlines = new WeakMap<pg.PoolClient, NodeJS.Timeout>();
  const measured = measurePool(pool);
  pool.on('acquire', (client) => {
    measured.checkedOut(client);
    const timer = setTimeout(() => {
      type Connected = { connection: { stream: { destroy(error: Error): void } } };
      (client as unknown as Connected).connection.stream.destroy(
        new TimeoutError(`A transaction took longer than ${transactionTimeoutMs} ms`),
      );
    }, transactionTimeoutMs);
    timer.unref();
    deadlines.set(client, timer);
  });
  pool.on('release', (_error, client) => {
    clearTimeout(deadlines.get(client));
    measured.released(client);
  });
  const db: AppDatabase = drizzleNodePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    jobConnection: { connectionString },
    pool: measured.pool,
    ping: () => withTimeout(pool.query('select 1'), pingTimeoutMs, 'Database ping').then(noop),
    withDedicatedConnection: async (fn) => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
      client.on('error', noop);
      await client.connect();
      try {
        const connectionDb = drizzleNodePg({ client, schema });
        return await fn({
          db: connectionDb,
          migrate: (config) => migrateNodePg(connectionDb, config),
        });
      } finally {
        await client.end();
      }
    },
    listen: (channel, handlers) => listenForNotices(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * The pool's figures for /metrics: waits for a connection (pool.connect, which Drizzle's
 * transactions call) and how long each checkout is held. Nothing is timed until /metrics
 * observes (METRICS_PORT unset: no observer, no cost).
 */
function measurePool(pool: pg.Pool) {
  let observer: Parameters<PoolMetrics['observe']>[0] | undefined;
  const since = new WeakMap<pg.PoolClient, number>();
  type Connect = (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  const connect = pool.connect.bind(pool) as Connect;
  const metrics: PoolMetrics = {
    counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observe(next) {
      observer = next;
      // Drizzle's transactions call connect() without a callback: that form is timed; the
      // callback form (pool.query's own) passes through.
      (pool as unknown as { connect: Connect }).connect = (callback) => {
        if (callback) return connect(callback);
        const startedAt = performance.now();
        return connect()?.then((client) => {
          observer?.waited((performance.now() - startedAt) / 1000);
          return client;
        });
      };
    },
  };
  return {
    pool: metrics,
    checkedOut(client: pg.PoolClient) {
      if (observer) since.set(client, performance.now());
    },
    released(client: pg.PoolClient) {
      const startedAt = since.get(client);
      if (startedAt === undefined || !observer) return;
      since.delete(client);
      observer.held((performance.now() - startedAt) / 1000);
    },
  };
}
