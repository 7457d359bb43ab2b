import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';

export type LocaleRow = { language: string | null; time_zone: string | null };

/**
 * The language a person chose for the interface (profiles.language, saved by Settings and set at
 * sign-up) and their time zone (user_settings, null: none chosen). Runs as the server's role,
 * as mail goes out from hooks and jobs without a request: it names whose row it reads.
 */
export async function findLocaleRow(db: AppDatabase, userId: string): Promise<LocaleRow | null> {
  const result = await db.execute<LocaleRow>(sql`
    select p.language, s.time_zone
    from profiles p
    left join user_settings s on s.user_id = p.id
    where p.id = ${userId}`);
  return result.rows[0] ?? null;
}
