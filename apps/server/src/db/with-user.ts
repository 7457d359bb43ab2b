import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { announceCommitted } from '@/db/after-commit';
import type { AppDatabase, AppTransaction } from '@/db/client';

const userIdSchema = z.uuid();

/**
 * Runs `fn` in one transaction as the unprivileged `app_user` role with
 * `app.user_id` set, so row-level security decides what the queries see and
 * touch. `null` is a signed-out visitor. Both settings are LOCAL: they end with
 * the transaction and never leak to the next request on a pooled connection.
 */
export async function withUser<T>(
  db: AppDatabase,
  userId: string | null,
  fn: (tx: AppTransaction) => Promise<T>,
): Promise<T> {
  // Policies cast the setting to uuid: a malformed id would fail every query inside.
  if (userId !== null) userIdSchema.parse(userId);
  let transaction: AppTransaction | undefined;
  const result = await db.transaction(async (tx) => {
    transaction = tx;
    // One statement for both (as `set local role` + a second statement would take two): every
    // request pays it. `set_config('role', …, true)` is `SET LOCAL ROLE`. Without parameters
    // (the id is a validated uuid, safe as a literal), so on PostgreSQL it travels in one round
    // trip with the transaction's `begin` (db/prepared-statements.ts).
    await tx.execute(
      sql.raw(
        `select set_config('role', 'app_user', true), set_config('app.user_id', '${userId ?? ''}', true)`,
      ),
    );
    return fn(tx);
  });
  // Committed: what the change announced (afterCommit) may now be told, e.g. live.
  if (transaction) announceCommitted(db, transaction);
  return result;
}
