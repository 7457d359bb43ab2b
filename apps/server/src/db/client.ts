import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '@/config';
import type { Schema } from '@/db/schema';

/** What the raw results of both drivers share, so `db.execute()` yields typed rows. */
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: RawResult<this['row']>;
}

interface RawResult<Row> {
  rows: Row[];
}

/** One query layer over both drivers: services never know which engine runs. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, Schema>;
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

export interface DedicatedConnection {
  db: AppDatabase;
  /** Drizzle's migrator for this engine, on this connection. */
  migrate(config: MigrationConfig): Promise<void>;
}

export interface Database {
  db: AppDatabase;
  engine: Engine;
  /** Resolves when the database answers; rejects within `pingTimeoutMs` otherwise. */
  ping(): Promise<void>;
  /**
   * Runs `fn` on a connection nobody else uses and without request time limits,
   * for work that holds session state such as an advisory lock (migrations).
   */
  withDedicatedConnection<T>(fn: (connection: DedicatedConnection) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with each payload NOTIFY'd on `channel` by any process on this database,
   * once its transaction commits. `onListening(false)` says notices may be missed from now on
   * (the listening connection dropped; it reconnects by itself), `onListening(true)` that they
   * arrive again, so what is built on them can stop trusting what it knew. Resolves once
   * listening (after `onListening(true)`); the returned function stops.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  /**
   * The job queue's way in (src/jobs): PGlite, one connection, hands pg-boss this to run its SQL
   * in-process (statements without parameters may be several, as pg-boss's schema install
   * sends them); a PostgreSQL server gives pg-boss its connection string for a pool of its own.
   */
  jobConnection: { executeSql: ExecuteSql } | { connectionString: string };
  /** A PostgreSQL server's pool, for /metrics; PGlite is one in-process connection, no pool. */
  pool?: PoolMetrics;
  close(): Promise<void>;
}

export interface PoolMetrics {
  /** Connections open, idle, and checkouts waiting for one, now. */
  counts(): { total: number; idle: number; waiting: number };
  /** Hears each wait for a connection and each checkout's length (a transaction), in seconds. */
  observe(observer: { waited(seconds: number): void; held(seconds: number): void }): void;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface NoticeHandlers {
  onNotice: (payload: string) => void;
  onListening: (listening: boolean) => void;
}

// A dead database must turn into a clear error well before a client gives up.
export const connectTimeoutMs = 5_000;
export const statementTimeoutMs = 5_000;
export const pingTimeoutMs = 4_000;
/**
 * The longest one checkout of a pooled connection (a whole transaction) may last. Each answer
 * is bounded (`statementTimeoutMs`), but a crawling network (2 s a round trip) made a write of
 * a dozen round trips take half a minute: past this the connection is cut, the transaction
 * rolls back on the server, and the request answers 503 (docs/ARCHITECTURE.md, "Faults").
 * As long as one answer may take, so no transaction that could finish healthy is cut.
 */
export const transactionTimeoutMs = statementTimeoutMs + 1_000;

export type DatabaseOptions = Pick<Config, 'databaseUrl' | 'dataDir'>;

/**
 * Opens the configured engine. Each driver is imported only when chosen, so an embedded
 * start never loads `pg` and a server deployment never loads the PGlite WebAssembly.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { createPostgresDatabase } = await import('@/db/postgres-database');
    return createPostgresDatabase(options.databaseUrl);
  }
  const { createPgliteDatabase } = await import('@/db/pglite-database');
  return createPgliteDatabase(options.dataDir);
}

export function noop(): void {}
