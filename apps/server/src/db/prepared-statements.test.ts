import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@/db/schema';
import { withUser } from '@/db/with-user';
import { PreparingClient } from '@/db/prepared-statements';
import { engines, type TestDatabase } from '../../test/engines';
import { createProfile } from '../../test/factories';

const postgres = engines.find((engine) => engine.name === 'postgres');

describe.runIf(postgres)('named prepared statements (postgres)', () => {
  let testDb: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    testDb = await postgres!.open();
    client = new PreparingClient({ connectionString: testDb.options.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await testDb.dispose();
  });

  const preparedTexts = async () =>
    (
      await client.query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((row) => row.statement);

  it('prepares a parameterised query once per connection and reuses it', async () => {
    const text = 'select $1::int + 1 as answer';
    for (let round = 0; round < 3; round += 1) {
      expect((await client.query(text, [41])).rows).toEqual([{ answer: 42 }]);
    }
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves queries without parameters unnamed, so several statements still run', async () => {
    await client.query('select 1; select 2');
    expect(await preparedTexts()).not.toContain('select 1; select 2');
  });

  it('keeps row-level security right when one plan serves many users and roles', async () => {
    const db = testDb.database.db;
    const alice = await createProfile(db, { visibility: 'private' });
    const bob = await createProfile(db, { visibility: 'private' });
    const own = (userId: string) =>
      withUser(db, userId, (tx) =>
        tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(sql`${profiles.id} in (${alice.id}, ${bob.id})`),
      );
    // Past PostgreSQL's five custom plans, so the cached generic plan is in use too.
    for (let round = 0; round < 8; round += 1) {
      expect(await own(alice.id)).toEqual([{ id: alice.id }]);
      expect(await own(bob.id)).toEqual([{ id: bob.id }]);
    }
  });
});
