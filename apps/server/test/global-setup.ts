import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { inMemoryDataDir } from '@/config';
import { createDatabase } from '@/db/client';
import { pgliteDatabase, pgliteExtensions } from '@/db/pglite-database';
import { migrate } from '@/db/migrate';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data dir, loaded by test files instead of running initdb. */
    pgliteTemplatePath: string;
    /** A migrated PostgreSQL database that test files clone (`create database … template`). */
    postgresTemplate: string | null;
  }
}

/**
 * Migrating takes seconds on either engine (29 migrations and 58 policy files); copying a
 * migrated database takes a fraction of one. Migrate once per run here, then every test file
 * starts from a copy: PGlite from a data-dir snapshot, PostgreSQL from a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'waymark-pglite-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [templatePath, postgresTemplate] = await Promise.all([
    migratedPgliteSnapshot(dir),
    adminUrl ? migratedPostgresTemplate(adminUrl) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await adminQuery(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}

async function migratedPgliteSnapshot(dir: string): Promise<string> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(pgliteDatabase(client));
    const snapshot = await client.dumpDataDir('none');
    const templatePath = path.join(dir, 'migrated.tar');
    writeFileSync(templatePath, Buffer.from(await snapshot.arrayBuffer()));
    return templatePath;
  } finally {
    await client.close();
  }
}

async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `waymark_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  // A template must have no open connection when it is copied: close the pool before handing
  // the name out.
  const database = await createDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    dataDir: inMemoryDataDir,
  });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return name;
}
