import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inMemoryDataDir, type Config } from '@/config';
import { schema, type Schema } from '@/db/schema';
import { withTimeout } from '@/db/timeout';

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
  close(): Promise<void>;
}

// A dead database must turn into a clear error well before a client gives up.
export const connectTimeoutMs = 5_000;
export const statementTimeoutMs = 5_000;
export const pingTimeoutMs = 4_000;

export type DatabaseOptions = Pick<Config, 'databaseUrl' | 'dataDir'>;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl)
    : createPgliteDatabase(options.dataDir);
}

async function createPgliteDatabase(dataDir: string): Promise<Database> {
  let dbDir: string | undefined;
  if (dataDir !== inMemoryDataDir) {
    dbDir = path.join(dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create(dbDir));
}

/** Wraps an open PGlite instance; the returned Database owns it and closes it. */
export function pgliteDatabase(client: PGlite): Database {
  const pgliteDb = drizzlePglite({ client, schema });
  const db: AppDatabase = pgliteDb;
  return {
    db,
    engine: 'pglite',
    ping: () => withTimeout(client.query('select 1'), pingTimeoutMs, 'Database ping').then(noop),
    // PGlite is a single connection: the whole database is already dedicated.
    withDedicatedConnection: (fn) =>
      fn({ db, migrate: (config) => migratePglite(pgliteDb, config) }),
    close: () => (client.closed ? Promise.resolve() : client.close()),
  };
}

function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // Client-side bound for when the server stops answering altogether.
    query_timeout: statementTimeoutMs + 1_000,
    max: 10,
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool drops it and the next query reconnects.
  pool.on('error', noop);
  const db: AppDatabase = drizzleNodePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
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
    close: () => pool.end(),
  };
}

function noop(): void {}
