import { sql, type SQL } from 'drizzle-orm';
import type PgBossType from 'pg-boss';
import type { AppTransaction, Database, ExecuteSql } from '@/db/client';
import { isConcurrentCatalogUpdate } from '@/db/errors';

/** What a job's handler receives: its data, and how many times it ran before (retries). */
export interface JobContext<Data> {
  id: string;
  data: Data;
}

export interface JobOptions {
  /** Retries after a failed run (default 3), with exponential back-off from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
  /**
   * Jobs a worker takes per poll, run side by side (default 1). pg-boss waits a whole polling
   * interval between polls, even with jobs waiting, so a busy queue needs batches to keep up.
   */
  batchSize?: number;
  /** How often a worker polls (default 2 s, at least 0.5 s). */
  pollingIntervalSeconds?: number;
}

/**
 * The job queue (pg-boss 10 on the app's own database; docs/ARCHITECTURE.md, "Jobs"). Handlers
 * are registered by name before or after start; jobs are sent after a commit (`send`) or inside
 * the transaction of their cause (`sendInTransaction`: the outbox: the job exists exactly
 * when the change does); `schedule` runs a job by cron (UTC), once per tick across all nodes.
 */
export interface JobQueue {
  register<Data extends object>(
    name: string,
    handler: (job: JobContext<Data>) => Promise<void>,
    options?: JobOptions,
  ): Promise<void>;
  send<Data extends object>(name: string, data: Data, options?: JobOptions): Promise<string | null>;
  sendInTransaction<Data extends object>(
    tx: AppTransaction,
    name: string,
    data: Data,
    options?: JobOptions,
  ): Promise<void>;
  schedule<Data extends object>(name: string, cron: string, data?: Data): Promise<void>;
  /** Runs whatever a job's handler is, now, in this process (tests, the seed). */
  runNow<Data extends object>(name: string, data: Data): Promise<void>;
  /** Jobs waiting (created or to be retried, not yet active) per queue; empty when stopped. */
  depths(): Promise<Record<string, number>>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
}

interface Registration {
  handler: (job: JobContext<object>) => Promise<void>;
  options: JobOptions;
}

/** pg-boss's own schema; app_user may only add jobs to it (sendInTransaction). */
const SCHEMA = 'pgboss';

/**
 * Requests (app_user) may add jobs in their transaction (and learn their ids), nothing else.
 * One node at a time (an advisory lock); and since the catalog row of pg-boss's schema may
 * still be changed by another node's start at that moment ("tuple concurrently updated"), a
 * refused grant runs again.
 */
async function grantJobsToRequests(database: Database): Promise<void> {
  await untilNotRaced(
    () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('jobs:grants', 0))`);
        for (const grant of [
          `grant usage on schema ${SCHEMA} to app_user`,
          `grant select on ${SCHEMA}.queue to app_user`,
          `grant insert on ${SCHEMA}.job to app_user`,
          // pg-boss's insert answers the new id (RETURNING id): that column only.
          `grant select (id) on ${SCHEMA}.job to app_user`,
        ]) {
          await tx.execute(sql.raw(grant));
        }
      }),
    isConcurrentCatalogUpdate,
  );
}

const bossOptions = (options: JobOptions) => ({
  retryLimit: options.retryLimit ?? 3,
  retryDelay: options.retryDelaySeconds ?? 30,
  retryBackoff: true,
  ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
});

/**
 * pg-boss's SQL (`$1`-style parameters) as a Drizzle query inside `tx`, so a job is inserted
 * by the transaction of its cause and commits or rolls back with it.
 */
export function transactionExecutor(tx: AppTransaction): { executeSql: ExecuteSql } {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      return tx.execute<Record<string, unknown>>(sql.join(chunks));
    },
  };
}

// PostgreSQL's codes for a deadlock and for a row another transaction created first.
const raceCodes = new Set(['40P01', '23505']);

/**
 * pg-boss's createQueue is "create if missing", but two nodes starting at once on one database
 * both find the queue missing and deadlock on its partition (seen with two processes: one of
 * them died at start-up). Whoever loses the race tries again and then finds the queue there.
 */
export function createQueueOnce(create: () => Promise<unknown>, attempts = 5): Promise<void> {
  return untilNotRaced(create, hasRaceCode, attempts);
}

const hasRaceCode = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && raceCodes.has(code);
};

/** Runs `run` again, after a short random pause, while it loses a start-up race to another node. */
async function untilNotRaced(
  run: () => Promise<unknown>,
  isRace: (error: unknown) => boolean,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      if (attempt >= attempts || !isRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export function createJobQueue(database: Database, onError: (error: unknown) => void): JobQueue {
  const registrations = new Map<string, Registration>();
  const schedules = new Map<string, { cron: string; data: object }>();
  let boss: PgBossType | undefined;

  async function attach(instance: PgBossType, name: string, registration: Registration) {
    await createQueueOnce(() =>
      instance.createQueue(name, { name, ...bossOptions(registration.options) }),
    );
    const { batchSize = 1, pollingIntervalSeconds = 2 } = registration.options;
    await instance.work<object>(name, { pollingIntervalSeconds, batchSize }, async (jobs) => {
      if (batchSize === 1) {
        for (const job of jobs) await registration.handler({ id: job.id, data: job.data });
        return;
      }
      // A batch succeeds or fails as one in pg-boss: handlers that batch catch their own errors.
      await Promise.all(jobs.map((job) => registration.handler({ id: job.id, data: job.data })));
    });
  }

  return {
    get started() {
      return boss !== undefined;
    },
    async register(name, handler, options = {}) {
      const registration = { handler: handler as Registration['handler'], options };
      registrations.set(name, registration);
      if (boss) await attach(boss, name, registration);
    },
    async depths() {
      const instance = boss;
      if (!instance) return {};
      const names = [...registrations.keys()];
      const sizes = await Promise.all(names.map((name) => instance.getQueueSize(name)));
      return Object.fromEntries(names.map((name, index) => [name, sizes[index] ?? 0]));
    },
    async send(name, data, options = {}) {
      if (!boss) throw new Error(`The job queue is not running: cannot send ${name}`);
      return boss.send(name, data, bossOptions(options));
    },
    async sendInTransaction(tx, name, data, options = {}) {
      if (!boss) throw new Error(`The job queue is not running: cannot send ${name}`);
      await boss.send(name, data, { ...bossOptions(options), db: transactionExecutor(tx) });
    },
    async schedule(name, cron, data) {
      const payload: object = data ?? {};
      schedules.set(name, { cron, data: payload });
      if (boss) await boss.schedule(name, cron, payload, { tz: 'UTC' });
    },
    async runNow(name, data) {
      const registration = registrations.get(name);
      if (!registration) throw new Error(`No job handler named ${name}`);
      await registration.handler({ id: 'direct', data });
    },
    async start() {
      if (boss) return;
      // Loaded on start: a process with the queue off never parses pg-boss.
      const { default: PgBoss } = await import('pg-boss');
      const instance = new PgBoss({
        ...('connectionString' in database.jobConnection
          ? { connectionString: database.jobConnection.connectionString, max: 4 }
          : { db: database.jobConnection }),
        schema: SCHEMA,
        // Cron schedules are checked every 30 s (pg-boss's default is a minute).
        clockMonitorIntervalSeconds: 600,
        cronWorkerIntervalSeconds: 30,
      });
      instance.on('error', onError);
      await instance.start();
      await grantJobsToRequests(database);
      boss = instance;
      for (const [name, registration] of registrations) await attach(instance, name, registration);
      for (const [name, { cron, data }] of schedules) {
        await instance.schedule(name, cron, data, { tz: 'UTC' });
      }
    },
    async stop() {
      const instance = boss;
      boss = undefined;
      await instance?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
