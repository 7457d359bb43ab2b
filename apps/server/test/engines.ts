import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { inMemoryDataDir } from '@/config';
import { createDatabase, type Database, type DatabaseOptions, type Engine } from '@/db/client';
import { pgliteDatabase, pgliteExtensions } from '@/db/pglite-database';
import { migrate } from '@/db/migrate';
import { adminQuery, databaseUrl } from './postgres-admin';

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

/**
 * A fresh database per call on the server at `adminUrl`, dropped on dispose. Migrated
 * databases are copies of the template test/global-setup.ts migrated once for the run.
 */
function postgres(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async open({ migrate: shouldMigrate = true } = {}) {
      const name = `waymark_test_${randomBytes(6).toString('hex')}`;
      const template = shouldMigrate ? inject('postgresTemplate') : null;
      await adminQuery(
        adminUrl,
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      );
      // A copy does not carry its template's database-level grants (pg_database.datacl):
      // take TEMPORARY away again, as migration 0011 does on a migrated database.
      if (template) {
        await adminQuery(adminUrl, `revoke temporary on database ${name} from public, app_user`);
      }
      const options: DatabaseOptions = {
        databaseUrl: databaseUrl(adminUrl, name),
        dataDir: inMemoryDataDir,
      };
      const database = await createDatabase(options);
      // Without a template (a run that did not go through the global set-up), migrate here.
      if (shouldMigrate && !template) await migrate(database);
      return {
        database,
        options,
        dispose: async () => {
          await database.close();
          await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const hasPostgres = testDatabaseUrl !== undefined;

/**
 * Always embedded PGlite; a PostgreSQL server too when TEST_DATABASE_URL is set. Suites whose
 * behaviour lives in the database itself run on every engine: row-level security, grants,
 * policies, definer functions, migrations, prepared statements and the pipelined pool.
 */
export const engines: TestEngine[] = [
  pgliteEngine,
  ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : []),
];

/**
 * The engine feature API suites run on: what they test (routes, services, presenters) is the
 * same on both, so one engine is enough, and the PostgreSQL server is the faster one (a copy
 * of the template database opens in a fraction of the time PGlite's WASM start-up takes; see
 * docs/TESTING.md for the measurement). TEST_FEATURE_ENGINE=pglite|postgres chooses another.
 */
const featureEngine: TestEngine = (() => {
  const wanted = process.env.TEST_FEATURE_ENGINE ?? (testDatabaseUrl ? 'postgres' : 'pglite');
  const engine = engines.find((candidate) => candidate.name === wanted);
  if (!engine) throw new Error(`TEST_FEATURE_ENGINE=${wanted} is not available in this run`);
  return engine;
})();

/** Feature API suites: the one feature engine. */
export const featureEngines: TestEngine[] = [featureEngine];

/**
 * Each feature's smoke file runs on every engine, so that a break only one engine shows (a
 * query PGlite plans differently, a type the pg driver parses otherwise) still fails the run.
 */
export const smokeEngines: TestEngine[] = engines;

/** For tests that only make sense on a server; guard them with `describe.runIf(hasPostgres)`. */
export function postgresEngine(): TestEngine {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return postgres(testDatabaseUrl);
}
