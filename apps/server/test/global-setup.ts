import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, pgliteExtensions } from '@/db/pglite-database';
import { migrate } from '@/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data dir, loaded by test files instead of running initdb. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); loading a snapshot takes
 * about one. Migrate once here, then every test file starts from the snapshot.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'waymark-pglite-template-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(pgliteDatabase(client));
    const snapshot = await client.dumpDataDir('none');
    const templatePath = path.join(dir, 'migrated.tar');
    writeFileSync(templatePath, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('pgliteTemplatePath', templatePath);
  } finally {
    await client.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
