import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { inMemoryDataDir } from '@/config';
import { createDatabase, type Database, type DatabaseOptions, type Engine } from '@/db/client';
import { pgliteDatabase, pgliteExtensions } from '@/db/pglite-database';
import { migrate } from '@/db/migrate';

export interface TestDatabase {
  database: Database;
  /** How to open more connections to the same database (PostgreSQL only). */
  options: DatabaseOptions;
  dispose(): Promise<void>;
}

export interface TestEngine {
  name: Engine;
  open(options?: { migrate?: boolean }): Promise<TestDatabase>;
}

/** Embedded, in memory: for tests whose behaviour does not depend on the engine. */
export const pgliteEngine: TestEngine = {
  name: 'pglite',
  async open({ migrate: shouldMigrate = true } = {}) {
    const options: DatabaseOptions = { databaseUrl: undefined, dataDir: inMemoryDataDir };
    // Migrated databases start from the snapshot test/global-setup.ts made with migrate().
    const database = shouldMigrate
      ? pgliteDatabase(
          await PGlite.create({
            loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
            extensions: pgliteExtensions,
          }),
        )
      : await createDatabase(options);
    return { database, options, dispose: () => database.close() };
  },
};

/** A fresh database per call on the server at `adminUrl`, dropped on dispose. */
function postgres(adminUrl: string): TestEngine {
  const withAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    name: 'postgres',
    async open({ migrate: shouldMigrate = true } = {}) {
      const name = `waymark_test_${randomBytes(6).toString('hex')}`;
      await withAdmin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const options: DatabaseOptions = { databaseUrl: url.toString(), dataDir: inMemoryDataDir };
      const database = await createDatabase(options);
      if (shouldMigrate) await migrate(database);
      return {
        database,
        options,
        dispose: async () => {
          await database.close();
          await withAdmin(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Always embedded PGlite; a PostgreSQL server too when TEST_DATABASE_URL is set. */
export const engines: TestEngine[] = [
  pgliteEngine,
  ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : []),
];

export const hasPostgres = testDatabaseUrl !== undefined;

/** For tests that only make sense on a server; guard them with `describe.runIf(hasPostgres)`. */
export function postgresEngine(): TestEngine {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return postgres(testDatabaseUrl);
}
