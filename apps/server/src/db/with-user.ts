import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { announceCommitted } from '@/db/after-commit';
import type { AppDatabase, AppTransaction } from '@/db/client';

const userIdSchema = z.uuid();
const readOnlyAccess = { accessMode: 'read only' } as const;

/**
 * Runs `fn` in one transaction as the unprivileged `app_user` role with
 * `app.user_id` set, so row-level security decides what the queries see and
 * touch. `null` is a signed-out visitor. Both settings are LOCAL: they end with
 * the transaction and never leak to the next request on a pooled connection.
 *
 * `readOnly` begins the transaction `read only`: PostgreSQL then refuses any write inside it,
 * and on a PostgreSQL server its commit is not waited for (db/prepared-statements.ts), so a
 * read is one round trip. For reads only: a request that writes nothing.
 */
export async function withUser<T>(
  db: AppDatabase,
  userId: string | null,
  fn: (tx: AppTransaction) => Promise<T>,
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<T> {
  // Policies cast the setting to uuid: a malformed id would fail every query inside.
  if (userId !== null) userIdSchema.parse(userId);
  let transaction: AppTransaction | undefined;
  const result = await db.transaction(
    async (tx) => {
      transaction = tx;
      // One statement for both (as `set local role` + a second statement would take two): every
      // request pays it. `set_config('role', …, true)` is `SET LOCAL ROLE`. Without parameters
      // (the id is a validated uuid, safe as a literal), so on PostgreSQL it travels with the
      // transaction's `begin`, unwaited, ahead of the first query (db/prepared-statements.ts).
      await tx.execute(
        sql.raw(
          `select set_config('role', 'app_user', true), set_config('app.user_id', '${userId ?? ''}', true)`,
        ),
      );
      return fn(tx);
    },
    readOnly ? readOnlyAccess : undefined,
  );
  // Committed: what the change announced (afterCommit) may now be told, e.g. live.
  if (transaction) announceCommitted(db, transaction);
  return result;
}
