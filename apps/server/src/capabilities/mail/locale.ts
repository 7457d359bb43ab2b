import type { AppDatabase } from '@/db/client';
import { defaultMailLocale, mailLocale, type MailLocale } from '@/capabilities/mail/i18n';
import { findLocaleRow } from '@/capabilities/mail/queries';

/**
 * The language and time zone of `userId`'s mail: their profile's language, else English; their
 * time zone, else UTC. A lookup that fails falls back to English: a mail in the wrong language
 * is better than none (a password reset, a lockout warning).
 */
export async function recipientLocale(db: AppDatabase, userId: string): Promise<MailLocale> {
  try {
    const row = await findLocaleRow(db, userId);
    return row ? mailLocale(row.language, row.time_zone) : defaultMailLocale;
  } catch {
    return defaultMailLocale;
  }
}
