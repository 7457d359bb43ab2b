import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '@/db/client';
import { sessions } from '@/db/tables/auth';
import { withUser } from '@/db/with-user';
import { engines, type TestDatabase } from '../../../test/engines';
import { createProfile } from '../../../test/factories';

/**
 * Spec §6 as a matrix: the six tables × select / insert / update / delete × the row's owner,
 * another signed-in user and a signed-out visitor. Every attempt runs as app_user inside
 * withUser() and is rolled back, so each cell starts from the same rows.
 */

type Actor = 'owner' | 'other' | 'anonymous';
type Operation = 'select' | 'insert' | 'update' | 'delete';
const actors: Actor[] = ['owner', 'other', 'anonymous'];
const operations: Operation[] = ['select', 'insert', 'update', 'delete'];

interface TableCase {
  table: string;
  /** The other party's column (for active_sessions: its session). */
  otherColumn: string;
  /** Who may do what, exactly. */
  allowed: Record<Operation, Actor[]>;
}

const ownRowsOnly: TableCase['allowed'] = {
  select: ['owner'],
  insert: ['owner'],
  update: ['owner'],
  delete: ['owner'],
};
// A block or a restriction is made and undone, never changed: app_user holds no UPDATE on
// these (migration 0011; src/db/grants.test.ts has every table's privileges).
const ownRowsWrittenOnce: TableCase['allowed'] = { ...ownRowsOnly, update: [] };
// Anyone signed in reads the graph; only user_id manages. Followers' inserts go through
// app.social_follow() (the guard trigger refuses direct ones even from user_id, so nobody
// can invent a follower): tested below and in social-functions.test.ts.
const readableGraph = (insert: Actor[]): TableCase['allowed'] => ({
  select: ['owner', 'other'],
  insert,
  update: ['owner'],
  delete: ['owner'],
});

const cases: TableCase[] = [
  { table: 'blocked_users', otherColumn: 'blocked_user_id', allowed: ownRowsWrittenOnce },
  { table: 'restricted_users', otherColumn: 'restricted_user_id', allowed: ownRowsWrittenOnce },
  { table: 'muted_users', otherColumn: 'muted_user_id', allowed: ownRowsOnly },
  { table: 'active_sessions', otherColumn: 'session_id', allowed: ownRowsOnly },
  { table: 'connections', otherColumn: 'connected_user_id', allowed: readableGraph(['owner']) },
  { table: 'followers', otherColumn: 'follower_id', allowed: readableGraph([]) },
];

class Rollback extends Error {
  constructor(readonly value: unknown) {
    super('rollback');
  }
}

/** Runs `fn` as `userId` and rolls back; 'denied' when the database refused. */
async function attempt<T>(
  db: AppDatabase,
  userId: string | null,
  fn: (tx: Parameters<Parameters<typeof withUser>[2]>[0]) => Promise<T>,
): Promise<T | 'denied'> {
  try {
    await withUser(db, userId, async (tx) => {
      throw new Rollback(await fn(tx));
    });
    throw new Error('unreachable');
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    return 'denied';
  }
}

describe.each(engines)('social row-level security matrix ($name)', (engine) => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  const people = { owner: '', other: '', third: '', fourth: '' };
  /** The one seeded row per table: owned by `owner`, naming `third`. */
  const rowIds = new Map<string, string>();
  /** What an insert of a fresh row owned by `owner` names as the other party. */
  const insertOther = new Map<string, string>();

  const newSession = async (userId: string) => {
    const [row] = await db()
      .insert(sessions)
      .values({ userId, token: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) })
      .returning({ id: sessions.id });
    if (!row) throw new Error('no session');
    return row.id;
  };

  const valuesFor = (table: string, userId: string, other: string) => {
    switch (table) {
      case 'connections':
        return sql`(user_id, connected_user_id, connection_type) values (${userId}, ${other}, 'friend')`;
      case 'followers':
        return sql`(user_id, follower_id, status) values (${userId}, ${other}, 'accepted')`;
      case 'active_sessions':
        return sql`(user_id, session_id) values (${userId}, ${other})`;
      default: {
        const column = cases.find((c) => c.table === table)?.otherColumn ?? '';
        return sql`(user_id, ${sql.identifier(column)}) values (${userId}, ${other})`;
      }
    }
  };

  beforeAll(async () => {
    testDb = await engine.open();
    for (const key of Object.keys(people) as (keyof typeof people)[]) {
      people[key] = (await createProfile(db())).id;
    }
    for (const { table } of cases) {
      const other = table === 'active_sessions' ? await newSession(people.owner) : people.third;
      const result = await db().execute<{ id: string }>(
        sql`insert into ${sql.identifier(table)} ${valuesFor(table, people.owner, other)} returning id`,
      );
      rowIds.set(table, result.rows[0]?.id ?? '');
      insertOther.set(
        table,
        table === 'active_sessions' ? await newSession(people.owner) : people.fourth,
      );
    }
  });
  afterAll(() => testDb.dispose());

  const userOf = (actor: Actor) => (actor === 'anonymous' ? null : people[actor]);

  async function succeeds(table: string, operation: Operation, actor: Actor): Promise<boolean> {
    const id = rowIds.get(table) ?? '';
    const t = sql.identifier(table);
    const outcome = await attempt(db(), userOf(actor), async (tx) => {
      switch (operation) {
        case 'select':
          return (await tx.execute(sql`select id from ${t} where id = ${id}`)).rows.length;
        case 'insert':
          return (
            await tx.execute(
              sql`insert into ${t} ${valuesFor(table, people.owner, insertOther.get(table) ?? '')} returning id`,
            )
          ).rows.length;
        case 'update':
          return (
            await tx.execute(
              sql`update ${t} set created_at = created_at where id = ${id} returning id`,
            )
          ).rows.length;
        case 'delete':
          return (await tx.execute(sql`delete from ${t} where id = ${id} returning id`)).rows
            .length;
      }
    });
    return outcome !== 'denied' && outcome === 1;
  }

  for (const { table, allowed } of cases) {
    describe(table, () => {
      for (const operation of operations) {
        it(`${operation}: exactly ${allowed[operation].join(', ') || 'nobody'}`, async () => {
          const permitted: Actor[] = [];
          for (const actor of actors) {
            if (await succeeds(table, operation, actor)) permitted.push(actor);
          }
          expect(permitted).toEqual(allowed[operation]);
        });
      }

      it('shows a signed-out visitor no rows at all, and others none of the own-only kind', async () => {
        const t = sql.identifier(table);
        const count = async (userId: string | null) =>
          attempt(
            db(),
            userId,
            async (tx) => (await tx.execute(sql`select id from ${t}`)).rows.length,
          );
        expect(await count(null)).toBe(0);
        expect(await count(people.other)).toBe(allowed.select.includes('other') ? 1 : 0);
      });

      it('never lets user_id be reassigned, not even by its owner', async () => {
        const t = sql.identifier(table);
        const id = rowIds.get(table) ?? '';
        for (const target of [people.other, people.third]) {
          const outcome = await attempt(
            db(),
            people.owner,
            async (tx) =>
              (
                await tx.execute(
                  sql`update ${t} set user_id = ${target} where id = ${id} returning id`,
                )
              ).rows.length,
          );
          expect(outcome).toBe('denied');
        }
        // Not even outside row-level security (the trigger holds for privileged code too).
        await expect(
          db().execute(sql`update ${t} set user_id = ${people.other} where id = ${id}`),
        ).rejects.toThrow();
      });
    });
  }

  it('does not let the owner of a row swap the other party either', async () => {
    const id = rowIds.get('blocked_users') ?? '';
    const outcome = await attempt(db(), people.owner, async (tx) =>
      tx.execute(sql`update blocked_users set blocked_user_id = ${people.fourth} where id = ${id}`),
    );
    expect(outcome).toBe('denied');
  });

  it('refuses a follow row written directly, even into one’s own list', async () => {
    const outcome = await attempt(db(), people.owner, (tx) =>
      tx.execute(
        sql`insert into followers (user_id, follower_id, status) values (${people.owner}, ${people.fourth}, 'accepted')`,
      ),
    );
    expect(outcome).toBe('denied');
  });
});
