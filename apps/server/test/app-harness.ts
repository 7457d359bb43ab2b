import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildTestApp } from './app';
import type { TestDatabase, TestEngine } from './engines';

/**
 * The set-up of an API test file on one engine: a database for the file, a DATA_DIR on disk
 * (the mail outbox lives there), and the apps `start()` builds, each closed after its test.
 * Call it inside `describe.each(engines)`.
 */
export function useTestApp(engine: TestEngine, prefix: string) {
  let testDb: TestDatabase | undefined;
  let dataDir = '';
  const started: FastifyInstance[] = [];
  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await testDb?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get testDb(): TestDatabase {
      if (!testDb) throw new Error('useTestApp: the database opens in beforeAll');
      return testDb;
    },
    get dataDir() {
      return dataDir;
    },
    async start(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
      const app = await buildTestApp(this.testDb.database, { DATA_DIR: dataDir, ...overrides });
      started.push(app);
      return app;
    },
  };
}
