import { eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { profiles } from '@/db/tables/profiles';
import { userSettings } from '@/db/tables/settings';

export type SettingsRow = typeof userSettings.$inferSelect;
export type SettingsValues = Omit<
  typeof userSettings.$inferInsert,
  'userId' | 'createdAt' | 'updatedAt'
>;

// All of these run under withUser(): row-level security limits them to the caller's own row.

const selectSettingsRow = (tx: AppTransaction, userId: string) =>
  tx.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);

export async function findSettingsRow(
  tx: AppTransaction,
  userId: string,
): Promise<SettingsRow | null> {
  const [row] = await selectSettingsRow(tx, userId);
  return row ?? null;
}

/** The row, locked until the transaction ends, so two saves merge instead of racing. */
export async function lockSettingsRow(
  tx: AppTransaction,
  userId: string,
): Promise<SettingsRow | null> {
  const [row] = await selectSettingsRow(tx, userId).for('update');
  return row ?? null;
}

/** Creates the row on first save; later saves change only the given columns. */
export async function upsertSettingsRow(
  tx: AppTransaction,
  userId: string,
  values: SettingsValues,
): Promise<SettingsRow> {
  const [row] = await tx
    .insert(userSettings)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  if (!row) throw new Error('user_settings upsert returned no row');
  return row;
}

export async function findProfileLanguage(
  tx: AppTransaction,
  userId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.language ?? null;
}

export async function updateProfileLanguage(
  tx: AppTransaction,
  userId: string,
  language: string,
): Promise<void> {
  await tx.update(profiles).set({ language }).where(eq(profiles.id, userId));
}
