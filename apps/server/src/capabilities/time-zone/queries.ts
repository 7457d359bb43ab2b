import { eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { userSettings } from '@/db/tables/settings';

/**
 * The person's chosen time zone, or null ("automatic": the browser's, unknown here). Insights,
 * habits and entries turn instants into that person's days with it. Runs under withUser().
 */
export async function timeZoneSetting(tx: AppTransaction, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timeZone ?? null;
}
