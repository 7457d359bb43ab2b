import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/db/with-user';
import { hasPostgres, postgresEngine, type TestDatabase } from '../../test/engines';

// Two transactions that take the same two locks in opposite orders: PostgreSQL picks one as
// the deadlock victim and rolls it back (40P01). One connection (PGlite) cannot deadlock.
describe.runIf(hasPostgres)('a deadlock victim on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await postgresEngine().open();
  });
  afterAll(() => testDb?.dispose());

  it('runs its transaction again, so both writes succeed', async () => {
    const [first, second] = [Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e9)];
    let holding = 0;
    let bothHold!: () => void;
    const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
    let runs = 0;
    const lockBoth = (a: number, b: number) =>
      withUser(testDb.database.db, randomUUID(), async (tx) => {
        runs += 1;
        await tx.execute(sql`select pg_advisory_xact_lock(${a})`);
        holding += 1;
        if (holding === 2) bothHold();
        await bothHolding;
        await tx.execute(sql`select pg_advisory_xact_lock(${b})`);
        return 'done';
      });
    await expect(Promise.all([lockBoth(first, second), lockBoth(second, first)])).resolves.toEqual([
      'done',
      'done',
    ]);
    // Two first runs and the victim's second.
    expect(runs).toBe(3);
  });
});
