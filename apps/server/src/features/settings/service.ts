import { notificationTypes, type Settings, type SettingsUpdate } from '@waymark/shared/settings';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { withUser } from '@/db/with-user';
import { mergeNotifications, presentSettings } from '@/features/settings/presenter';
import {
  findProfileLanguage,
  findSettingsRow,
  lockSettingsRow,
  updateProfileLanguage,
  upsertSettingsRow,
  type SettingsRow,
} from '@/features/settings/queries';

declare module '@/db/after-commit' {
  interface CommitSignals {
    /** "Show my activity status" was saved (on or off): who may see it live is asked again. */
    'settings.activityStatusChanged': { userId: string };
  }
}

async function readSettings(
  tx: AppTransaction,
  userId: string,
  row: SettingsRow | null,
): Promise<Settings> {
  // A profile always exists beside its account (sign-up creates both); 'en' only guards a gap.
  const language = (await findProfileLanguage(tx, userId)) ?? 'en';
  return presentSettings(row, language);
}

/** What is stored, defaults filled in, with the requested channels changed. */
function applyNotificationChanges(
  stored: unknown,
  changes: NonNullable<SettingsUpdate['notifications']>,
): Settings['notifications'] {
  const next = mergeNotifications(stored);
  for (const type of notificationTypes) {
    next[type] = { ...next[type], ...changes[type] };
  }
  return next;
}

export async function getSettings(db: AppDatabase, userId: string): Promise<Settings> {
  return withUser(db, userId, async (tx) =>
    readSettings(tx, userId, await findSettingsRow(tx, userId)),
  );
}

/**
 * One transaction: the language goes to profiles.language (spec §3), everything else to the
 * caller's user_settings row, created on the first save. Notifications merge per channel.
 */
export async function updateSettings(
  db: AppDatabase,
  userId: string,
  update: SettingsUpdate,
): Promise<Settings> {
  const { language, notifications, ...columns } = update;
  return withUser(db, userId, async (tx) => {
    if (language !== undefined) await updateProfileLanguage(tx, userId, language);
    let row = await lockSettingsRow(tx, userId);
    if (notifications !== undefined || Object.keys(columns).length > 0) {
      row = await upsertSettingsRow(tx, userId, {
        ...columns,
        ...(notifications && {
          notifications: applyNotificationChanges(row?.notifications, notifications),
        }),
      });
    }
    // Who may see my activity status changed: live listeners are checked again.
    if (columns.showActivityStatus !== undefined) {
      afterCommit(tx, 'settings.activityStatusChanged', { userId });
    }
    return readSettings(tx, userId, row);
  });
}
