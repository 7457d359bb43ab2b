import {
  dateFormats,
  defaultSettings,
  notificationTypes,
  settingsSchema,
  type NotificationChannels,
  type Settings,
} from '@waymark/shared/settings';
import { toLanguageCode } from '@waymark/shared/languages';
import type { SettingsRow } from '@/features/settings/queries';

/**
 * The stored JSON may predate a notification type or hold only some channels: every type
 * gets its defaults first, then what was saved.
 */
export function mergeNotifications(stored: unknown): Settings['notifications'] {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    Partial<NotificationChannels> | undefined
  >;
  return Object.fromEntries(
    notificationTypes.map((type) => {
      const channels = saved[type] ?? {};
      const fallback = defaultSettings.notifications[type];
      return [
        type,
        {
          inApp: typeof channels.inApp === 'boolean' ? channels.inApp : fallback.inApp,
          email: typeof channels.email === 'boolean' ? channels.email : fallback.email,
        },
      ];
    }),
  ) as Settings['notifications'];
}

const isDateFormat = (value: string | null): value is Settings['dateFormat'] =>
  (dateFormats as readonly (string | null)[]).includes(value);

/** No row yet means every default; the language always comes from the profile. */
export function presentSettings(row: SettingsRow | null, language: string): Settings {
  return settingsSchema.parse({
    ...defaultSettings,
    ...(row && {
      timeZone: row.timeZone,
      currency: row.currency,
      dateFormat: isDateFormat(row.dateFormat) ? row.dateFormat : 'auto',
      whoCanFollow: row.whoCanFollow,
      whoCanMessage: row.whoCanMessage,
      showActivityStatus: row.showActivityStatus,
      showOnLeaderboard: row.showOnLeaderboard,
      discoverable: row.discoverable,
      defaultJourneyVisibility: row.defaultJourneyVisibility,
      showCompletedJourneys: row.showCompletedJourneys,
      reduceMotion: row.reduceMotion,
      productUpdates: row.productUpdates,
      weeklyDigest: row.weeklyDigest,
      tips: row.tips,
      quietHoursStart: row.quietHoursStart,
      quietHoursEnd: row.quietHoursEnd,
      emailDigest: row.emailDigest,
    }),
    notifications: mergeNotifications(row?.notifications),
    language: toLanguageCode(language),
  });
}
