import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { inMemoryDataDir } from '@/config';
import { lockDataDir } from '@/db/data-dir-lock';
import { noop, pingTimeoutMs, type AppDatabase, type Database } from '@/db/client';
import { schema } from '@/db/schema';
import { withTimeout } from '@/db/timeout';

/**
 * The contrib extensions the migrations create (pg_trgm: Discover's typo-tolerant search,
 * drizzle/0022_discover.sql). Every PGlite that opens our data dir must load them, or its
 * trigram indexes cannot be read or written.
 */
export const pgliteExtensions = { pg_trgm };

export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  let dbDir: string | undefined;
  let unlock = noop;
  if (dataDir !== inMemoryDataDir) {
    dbDir = path.join(dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    return pgliteDatabase(await PGlite.create(dbDir, { extensions: pgliteExtensions }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Wraps an open PGlite instance; the returned Database owns it and closes it. */
export function pgliteDatabase(client: PGlite, unlock: () => void = noop): Database {
  const pgliteDb = drizzlePglite({ client, schema });
  const db: AppDatabase = pgliteDb;
  return {
    db,
    engine: 'pglite',
    ping: () => withTimeout(client.query('select 1'), pingTimeoutMs, 'Database ping').then(noop),
    // PGlite is a single connection: the whole database is already dedicated.
    withDedicatedConnection: (fn) =>
      fn({ db, migrate: (config) => migratePglite(pgliteDb, config) }),
    // One process, one connection: PGlite hands each notice over while the committing query
    // is still being answered, and none can be missed.
    listen: async (channel, { onNotice, onListening }) => {
      const stop = await client.listen(channel, onNotice);
      onListening(true);
      return () => stop();
    },
    jobConnection: {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      },
    },
    close: () => (client.closed ? Promise.resolve() : client.close()).finally(unlock),
  };
}
