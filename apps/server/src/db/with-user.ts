import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { announceCommitted } from '@/db/after-commit';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { isTransientConflict } from '@/db/errors';

const userIdSchema = z.uuid();
const readOnlyAccess = { accessMode: 'read only' } as const;

/** `withUser(db, id, fn, readOnly)`: a read, whose commit is not waited for (see below). */
export const readOnly = { readOnly: true } as const;
/** A deadlock victim runs again at most this many times in all (ticks racing on the leaderboard). */
const attempts = 3;

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
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runAsUser(db, userId, fn, readOnly);
    } catch (error) {
      // PostgreSQL rolled it all back: nothing of the first run stays, so a second is safe.
      // Two ticks whose leaderboard triggers lock the same buckets can deadlock (one is
      // chosen as the victim after deadlock_timeout); the person should see their tick saved.
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}

async function runAsUser<T>(
  db: AppDatabase,
  userId: string | null,
  fn: (tx: AppTransaction) => Promise<T>,
  readOnly: boolean,
): Promise<T> {
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
