import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '@/db/client';
import { journal, migrate, readSchemaTag } from '@/db/migrate';
import { engines, hasPostgres, postgresEngine, type TestDatabase } from '../../test/engines';

const latestTag = journal.at(-1)?.tag;

async function appliedCount(testDb: TestDatabase): Promise<number> {
  const result = await testDb.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count ?? 0;
}

describe.each(engines)('migrations on $name', (engine) => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((testDb) => testDb.dispose()));
  });

  it('reports no schema before the first migration, then the latest tag', async () => {
    const testDb = await engine.open({ migrate: false });
    opened.push(testDb);
    expect(await readSchemaTag(testDb.database.db)).toBeNull();

    expect(await migrate(testDb.database)).toBe(latestTag);
    expect(await readSchemaTag(testDb.database.db)).toBe(latestTag);
    expect(await appliedCount(testDb)).toBe(journal.length);
  });

  it('treats a second run as a no-op', async () => {
    const testDb = await engine.open();
    opened.push(testDb);
    expect(await migrate(testDb.database)).toBe(latestTag);
    expect(await appliedCount(testDb)).toBe(journal.length);
  });

  it('applies once when two callers migrate the same database together', async () => {
    const testDb = await engine.open({ migrate: false });
    opened.push(testDb);
    await expect(
      Promise.all([migrate(testDb.database), migrate(testDb.database)]),
    ).resolves.toEqual([latestTag, latestTag]);
    expect(await appliedCount(testDb)).toBe(journal.length);
  });
});

describe.runIf(hasPostgres)('migrations across nodes on postgres', () => {
  it('lets two nodes starting together both succeed while only one applies (advisory lock)', async () => {
    const testDb = await postgresEngine().open({ migrate: false });
    // A second pool to the same database stands for a second API node.
    const otherNode = await createDatabase(testDb.options);
    try {
      const results = await Promise.all([migrate(testDb.database), migrate(otherNode)]);
      expect(results).toEqual([latestTag, latestTag]);
      expect(await appliedCount(testDb)).toBe(journal.length);
    } finally {
      await otherNode.close();
      await testDb.dispose();
    }
  });
});
