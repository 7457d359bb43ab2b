import { and, eq, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase, AppTransaction } from '@/db/client';

const previousRoleRow = (rows: { previous?: unknown }[]) => {
  const previous = rows[0]?.previous;
  if (typeof previous !== 'string') throw new Error('Could not read the current role');
  return previous;
};

/**
 * Runs `fn` as the connection's own role, for the writes only the server may make: app_user
 * holds no write privilege on subscriptions, factors and the like (migration 0011), so a
 * request's queries cannot mark a factor verified or a subscription active even by mistake.
 *
 * Inside a withUser() transaction it stays in that transaction: a savepoint scopes the switch.
 * On success the role goes back to what it was; on any failure the rollback to the savepoint
 * restores it, so the caller's next query runs as app_user again either way. `app.user_id`
 * stays set: `isCaller()` still names the signed-in person. The connection's role bypasses
 * row-level security, so every query in `fn` must name whose rows it touches.
 */
export async function withServerRole<T>(
  db: AppDatabase | AppTransaction,
  fn: (tx: AppTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // 'none' is RESET ROLE: the session's own role. Read first: outside withUser() it is 'none'.
    const { rows } = await tx.execute<{ previous: string }>(
      sql`select current_setting('role') as previous, set_config('role', 'none', true)`,
    );
    const previous = previousRoleRow(rows);
    const result = await fn(tx);
    await tx.execute(sql`select set_config('role', ${previous}, true)`);
    return result;
  });
}

/**
 * `column` is the signed-in caller (`app.user_id`): the row-level security condition, written
 * out for queries that run as the server's role, which the policies no longer bind. With no
 * caller it is null, so it matches nothing.
 */
export const isCaller = (column: AnyPgColumn): SQL => sql`${column} = app.current_user_id()`;

/**
 * The row is `userId`'s and the signed-in caller's: the id the route named, and the row-level
 * security condition written out for the server's role.
 */
export const isCallersRow = (column: AnyPgColumn, userId: string): SQL =>
  and(eq(column, userId), isCaller(column)) as SQL;

/**
 * The first row of `table` that all `conditions` pick (in `orderBy` order), locked for the rest
 * of the caller's transaction, or null. It reads as the server's role, since FOR UPDATE needs the
 * UPDATE privilege app_user lacks, so the conditions must name whose row it is (`isCaller()`).
 */
export async function findFirstForUpdate<TTable extends PgTable>(
  tx: AppTransaction,
  table: TTable,
  conditions: [SQL, ...SQL[]],
  orderBy?: SQL,
): Promise<InferSelectModel<TTable> | null> {
  // Widened: drizzle's select types cannot follow a generic table, so the row type is restated.
  const from: PgTable = table;
  const rows = await withServerRole(tx, async (server) => {
    const query = server
      .select()
      .from(from)
      .where(and(...conditions))
      .$dynamic();
    if (orderBy) query.orderBy(orderBy);
    return query.limit(1).for('update');
  });
  return (rows[0] as InferSelectModel<TTable> | undefined) ?? null;
}
