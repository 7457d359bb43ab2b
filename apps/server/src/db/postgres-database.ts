import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  connectTimeoutMs,
  noop,
  pingTimeoutMs,
  statementTimeoutMs,
  type AppDatabase,
  type Database,
} from '@/db/client';
import { listenForNotices } from '@/db/notice-listener';
import { PreparingClient } from '@/db/prepared-statements';
import { schema } from '@/db/schema';
import { withTimeout } from '@/db/timeout';

export function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // Requests are short index reads; JIT compiling one that the planner prices high (a
    // policy over many rows) costs hundreds of milliseconds and never pays back here.
    options: '-c jit=off',
    // Client-side bound for when the server stops answering altogether.
    query_timeout: statementTimeoutMs + 1_000,
    max: 10,
    Client: PreparingClient,
    // Each connection keeps the statements it prepared (a few per query text; IN lists of
    // another length are another text): renewing connections hourly bounds that memory.
    maxLifetimeSeconds: 60 * 60,
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool drops it and the next query reconnects.
  pool.on('error', noop);
  const db: AppDatabase = drizzleNodePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    jobConnection: { connectionString },
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
