import type { CommunicationFlag } from '@waymark/shared/settings';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { findProfileLanguage, upsertSettingsRow } from '@/features/settings/queries';
import {
  verifyUnsubscribeToken,
  type UnsubscribeTarget,
} from '@/features/settings/unsubscribe-token';

/**
 * Turns one kind of mail off for the user a verified link names. The signature stands in
 * for a session, so this runs under withUser() as that user. False when the account is gone.
 */
export async function unsubscribe(
  db: AppDatabase,
  { userId, flag }: UnsubscribeTarget,
): Promise<boolean> {
  return withUser(db, userId, async (tx) => {
    if ((await findProfileLanguage(tx, userId)) === null) return false;
    const off: Partial<Record<CommunicationFlag, boolean>> = { [flag]: false };
    await upsertSettingsRow(tx, userId, off);
    return true;
  });
}

/** What /settings/communication is told: `unsubscribed=<flag>` or `unsubscribe=<problem>`. */
export async function unsubscribeWithToken(
  db: AppDatabase,
  secret: string,
  token: string,
): Promise<URLSearchParams> {
  const target = verifyUnsubscribeToken(secret, token);
  if ('problem' in target) return new URLSearchParams({ unsubscribe: target.problem });
  if (!(await unsubscribe(db, target))) return new URLSearchParams({ unsubscribe: 'invalid' });
  return new URLSearchParams({ unsubscribed: target.flag });
}
