import {
  communicationFlags,
  type CommunicationFlag,
  type NotificationType,
} from '@waymark/shared/settings';
import { mergeNotifications } from '@/features/settings/presenter';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import {
  findProfileLanguage,
  lockSettingsRow,
  upsertSettingsRow,
} from '@/features/settings/queries';
import {
  verifyUnsubscribeToken,
  type UnsubscribeTarget,
} from '@/capabilities/mail/unsubscribe-token';

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
    if ((communicationFlags as readonly string[]).includes(flag)) {
      const off: Partial<Record<CommunicationFlag, boolean>> = { [flag]: false };
      await upsertSettingsRow(tx, userId, off);
    } else if (flag === 'emailDigest') {
      await upsertSettingsRow(tx, userId, { emailDigest: 'off' });
    } else {
      // `email.<type>`: that notification setting's e-mail channel, the others as they were.
      const type = flag.slice('email.'.length) as NotificationType;
      const notifications = mergeNotifications((await lockSettingsRow(tx, userId))?.notifications);
      notifications[type] = { ...notifications[type], email: false };
      await upsertSettingsRow(tx, userId, { notifications });
    }
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
