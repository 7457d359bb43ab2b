import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '@/db/schema';
import { withUser } from '@/db/with-user';
import { PreparingClient } from '@/db/prepared-statements';
import { engines, type TestDatabase } from '../../test/engines';
import { createProfile } from '../../test/factories';

// pg's own query(), called with the spied client as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const original = pg.Client.prototype.query;
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

  it('sends the begin of a transaction together with its row-level-security settings', async () => {
    const db = testDb.database.db;
    const alice = await createProfile(db, { visibility: 'private' });
    const sent: unknown[] = [];
    const send = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      sent.push(args[0]);
      return original.apply(this, args as never);
    });
    try {
      const rows = await withUser(db, alice.id, (tx) =>
        tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(sql`${profiles.id} = ${alice.id}`),
      );
      expect(rows).toEqual([{ id: alice.id }]);
    } finally {
      send.mockRestore();
    }
    // begin + settings, the select, commit: three round trips where there were four.
    expect(sent).toHaveLength(3);
    expect(JSON.stringify(sent[0])).toContain('begin; select set_config');
  });

  it('rolls back a failed transaction, and a transaction with no query of its own is two round trips', async () => {
    const db = testDb.database.db;
    await expect(withUser(db, null, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow(
      /Failed query: select 1 \/ 0/,
    );
    const sent: unknown[] = [];
    const send = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      sent.push(args[0]);
      return original.apply(this, args as never);
    });
    try {
      await withUser(db, null, () => Promise.resolve());
    } finally {
      send.mockRestore();
    }
    // The begin with the settings, then the commit.
    expect(sent).toHaveLength(2);
    const profile = await createProfile(db, { visibility: 'public' });
    expect(
      await withUser(db, null, (tx) =>
        tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(sql`${profiles.id} = ${profile.id}`),
      ),
    ).toEqual([{ id: profile.id }]);
  });
  it('answers a read-only transaction after one round trip: begin, settings, query and commit leave together', async () => {
    const db = testDb.database.db;
    const alice = await createProfile(db, { visibility: 'private' });
    let answered = 0;
    let sentBeforeFirstAnswer = 0;
    const sent: unknown[] = [];
    const send = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      sent.push(args[0]);
      if (answered === 0) sentBeforeFirstAnswer += 1;
      const answer = original.apply(this, args as never) as unknown as Promise<unknown>;
      void answer.then(
        () => (answered += 1),
        () => undefined,
      );
      return answer as never;
    });
    try {
      const rows = await withUser(
        db,
        alice.id,
        (tx) =>
          tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(sql`${profiles.id} = ${alice.id}`),
        { readOnly: true },
      );
      expect(rows).toEqual([{ id: alice.id }]);
    } finally {
      send.mockRestore();
    }
    expect(JSON.stringify(sent[0])).toContain('begin read only; select set_config');
    // The settings did not wait for an answer before the query was written.
    expect(sentBeforeFirstAnswer).toBeGreaterThanOrEqual(2);
    expect(sent.at(-1)).toBe('commit');
  });

  it('refuses a write inside a read-only transaction, and the connection serves the next one', async () => {
    const db = testDb.database.db;
    const alice = await createProfile(db, { visibility: 'private' });
    await expect(
      withUser(
        db,
        alice.id,
        (tx) =>
          tx
            .update(profiles)
            .set({ bio: 'changed' })
            .where(sql`${profiles.id} = ${alice.id}`),
        { readOnly: true },
      ),
    ).rejects.toThrow();
    const [row] = await withUser(db, alice.id, (tx) =>
      tx
        .select({ bio: profiles.bio })
        .from(profiles)
        .where(sql`${profiles.id} = ${alice.id}`),
    );
    expect(row?.bio).not.toBe('changed');
  });
});
